// TEMP stand-in: replaced by the screen's helper.
export function AnalyticsPage() {
  return <h1>Analytics</h1>;
}
