/** Step of the ship wizard (quote §2) — being built in issue 5. */
export default function CostsStep() {
  return <h2>Costs</h2>;
}
