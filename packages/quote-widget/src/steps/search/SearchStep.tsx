/** Step of the ship wizard (quote §2) — being built in issue 5. */
export default function SearchStep() {
  return <h2>Search</h2>;
}
