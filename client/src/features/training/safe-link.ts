/** What a link written in a lesson becomes when it is rendered. */
export type SafeLink =
  /** Not a URL we follow (javascript:, data:, vbscript:, a malformed one…): shown as plain text. */
  | { kind: 'inert' }
  /** A page of this app: followed inside the app. */
  | { kind: 'internal'; to: string }
  /** A place on this page (#section), or a mailto:/tel: link: an ordinary link. */
  | { kind: 'plain'; href: string }
  /** Another site: opens in a new tab that cannot reach back into this one. */
  | { kind: 'external'; href: string };

const webProtocols = new Set(['http:', 'https:']);
const plainProtocols = new Set(['mailto:', 'tel:']);

/**
 * Lessons are user-written markdown, so their links are untrusted. Only http(s), mailto: and tel: links, and
 * links relative to this site, are followed; anything else is rendered inert. The URL parser does the
 * normalising, so tricks such as 'java\tscript:' or upper case are caught too.
 */
export function classifyLink(href: string | null | undefined, origin: string): SafeLink {
  const raw = href?.trim();
  if (!raw) return { kind: 'inert' };
  if (raw.startsWith('#')) return { kind: 'plain', href: raw };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { kind: 'inert' };
  }
  if (plainProtocols.has(url.protocol)) return { kind: 'plain', href: url.href };
  if (!webProtocols.has(url.protocol)) return { kind: 'inert' };
  if (url.origin === new URL(origin).origin) {
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}
