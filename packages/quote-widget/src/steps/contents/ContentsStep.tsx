/** Step of the ship wizard (quote §2) — being built in issue 5. */
export default function ContentsStep() {
  return <h2>Contents</h2>;
}
