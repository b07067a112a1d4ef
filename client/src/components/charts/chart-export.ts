import type { LegendItem } from './chart-data';

/*
 * Exporting a rendered chart. The SVG is the chart's own <svg> with each element's computed style
 * written onto it (the page's CSS does not travel with the file), a white background, and the card's
 * title, sentence and legend drawn around it, so the file explains itself. The PNG is that SVG drawn
 * onto a canvas at twice its size.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';

/** The presentation properties an exported chart needs; everything else keeps its SVG default. */
const inlinedProperties = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'display',
] as const;
// Not `visibility`: the table view hides the chart with it, and the file must show the chart anyway.

/** Values that are SVG's defaults anyway: left out, so the file stays small. */
const defaultValues: Partial<Record<(typeof inlinedProperties)[number], readonly string[]>> = {
  'fill-opacity': ['1'],
  'stroke-opacity': ['1'],
  'stroke-dasharray': ['none'],
  'stroke-linecap': ['butt'],
  'stroke-linejoin': ['miter'],
  opacity: ['1'],
  'text-anchor': ['start'],
  'dominant-baseline': ['auto'],
  display: ['inline', 'block'],
  stroke: ['none'],
  'stroke-width': ['1px', '1'],
};

const fontFamily = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export type ChartExportFrame = {
  title: string;
  /** The card's one-sentence answer, under the title. */
  subtitle?: string;
  legend?: LegendItem[];
};

/** Copies each element's computed presentation style from `source` onto the clone `target`. */
function inlineStyles(source: Element, target: Element): void {
  const computed = window.getComputedStyle(source);
  const style = inlinedProperties
    .map((property) => {
      const value = computed.getPropertyValue(property);
      return value && !defaultValues[property]?.includes(value) ? `${property}:${value}` : '';
    })
    .filter(Boolean)
    .join(';');
  if (style) target.setAttribute('style', style);
  // Interactive leftovers (the tooltip's cursor, a hovered dot) mean nothing in a file.
  const className = source.getAttribute('class') ?? '';
  if (/recharts-(tooltip-cursor|active-dot)/.test(className)) target.setAttribute('data-export-drop', '');
  target.removeAttribute('class');
  const sourceChildren = source.children;
  const targetChildren = target.children;
  for (let index = 0; index < sourceChildren.length; index += 1) {
    const child = sourceChildren[index];
    const copy = targetChildren[index];
    if (child && copy) inlineStyles(child, copy);
  }
}

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(svgNamespace, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Breaks `text` into lines of at most `maxChars` characters, at spaces. */
function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export type SerializedChart = { svg: string; width: number; height: number };

/**
 * The chart as a standalone SVG document: white background, title and sentence above, the chart,
 * then the legend (wrapped to the chart's width).
 */
export function serializeChartSvg(chart: SVGSVGElement, frame: ChartExportFrame): SerializedChart {
  const box = chart.getBoundingClientRect();
  const chartWidth = Math.max(1, Math.round(box.width || Number(chart.getAttribute('width')) || 600));
  const chartHeight = Math.max(1, Math.round(box.height || Number(chart.getAttribute('height')) || 300));
  const padding = 16;
  const width = chartWidth + padding * 2;

  const copy = chart.cloneNode(true) as SVGSVGElement;
  inlineStyles(chart, copy);
  copy.removeAttribute('tabindex');
  copy.removeAttribute('role');
  for (const element of copy.querySelectorAll('[data-export-drop]')) element.remove();

  const out = svgElement('svg', { xmlns: svgNamespace, width, height: 0, 'font-family': fontFamily });
  const background = svgElement('rect', { x: 0, y: 0, width, height: 0, fill: '#ffffff' });
  out.append(background);

  let y = padding;
  out.append(
    svgElement(
      'text',
      { x: padding, y: y + 14, 'font-size': 16, 'font-weight': 600, fill: '#0f172a' },
      frame.title,
    ),
  );
  y += 22;
  if (frame.subtitle) {
    for (const line of wrapText(frame.subtitle, Math.max(30, Math.floor(chartWidth / 7)))) {
      out.append(svgElement('text', { x: padding, y: y + 13, 'font-size': 13, fill: '#475569' }, line));
      y += 18;
    }
  }
  y += 8;

  copy.setAttribute('x', String(padding));
  copy.setAttribute('y', String(y));
  copy.setAttribute('width', String(chartWidth));
  copy.setAttribute('height', String(chartHeight));
  copy.removeAttribute('style');
  out.append(copy);
  y += chartHeight + 8;

  // The legend: swatch and name, flowing left to right and wrapping at the chart's width.
  let x = padding;
  const rowHeight = 20;
  const legend = frame.legend ?? [];
  if (legend.length > 0) {
    for (const item of legend) {
      const itemWidth = 22 + item.name.length * 7 + 16;
      if (x + itemWidth > width - padding && x > padding) {
        x = padding;
        y += rowHeight;
      }
      out.append(
        item.line
          ? svgElement('line', {
              x1: x,
              y1: y + 8,
              x2: x + 14,
              y2: y + 8,
              stroke: item.colour,
              'stroke-width': 3,
            })
          : svgElement('rect', { x, y: y + 2, width: 12, height: 12, rx: 2, fill: item.colour }),
      );
      out.append(svgElement('text', { x: x + 20, y: y + 12, 'font-size': 12, fill: '#334155' }, item.name));
      x += itemWidth;
    }
    y += rowHeight;
  }
  const height = Math.round(y + padding);
  out.setAttribute('height', String(height));
  out.setAttribute('viewBox', `0 0 ${width} ${height}`);
  background.setAttribute('height', String(height));

  const text = new XMLSerializer().serializeToString(out);
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${text}`, width, height };
}

/** The serialized chart drawn on a canvas at `scale`× its size, as a PNG. */
export function svgToPng({ svg, width, height }: SerializedChart, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('This browser cannot draw the image.'));
        return;
      }
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.scale(scale, scale);
      context.drawImage(image, 0, 0, width, height);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
        'image/png',
      );
    };
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/** Saves `content` as a file the browser downloads. */
export function downloadFile(
  content: Blob | string,
  fileName: string,
  type = 'application/octet-stream',
): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
