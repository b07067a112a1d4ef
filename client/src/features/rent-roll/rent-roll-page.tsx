// TEMP stand-in: replaced by the screen's helper.
export function RentRollPage() {
  return <h1>Rent Roll</h1>;
}
