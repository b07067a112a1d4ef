// TEMP stand-in: replaced by the screen's helper.
export function HeatmapPage() {
  return <h1>Heatmap</h1>;
}
