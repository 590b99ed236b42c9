/** The compact step-1 form of `<bikeship-quote-box>` — being built in issue 5. */
export function QuoteBox(props: { onContinue(): void }) {
  return (
    <button type="button" onClick={props.onContinue}>
      Get rates
    </button>
  );
}
