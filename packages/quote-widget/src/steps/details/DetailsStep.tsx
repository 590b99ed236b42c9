/** Step of the ship wizard (quote §2) — being built in issue 5. */
export default function DetailsStep() {
  return <h2>Details</h2>;
}
