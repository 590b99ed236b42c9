/**
 * One radio choice of the step (a pickup option, a protection), its whole text beside it:
 * the text wraps under itself on a narrow screen, never cut.
 *
 * `busy`: the choice cannot change right now (new rates are on their way). It stays focusable
 * (`aria-disabled`, not `disabled`): a browser takes the focus away from a control that becomes
 * disabled, and the customer who just pressed Space on it would land at the top of the page.
 */
export function CostsChoice(props: {
  name: string;
  checked: boolean;
  busy?: boolean;
  onChoose(): void;
  children: string;
}) {
  return (
    <label className="bs-costs-choice">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        aria-disabled={props.busy || undefined}
        // A radio's click is what checks it, by pointer or keyboard: undone while busy.
        onClick={(event) => {
          if (props.busy) event.preventDefault();
        }}
        onChange={() => {
          if (!props.busy) props.onChoose();
        }}
      />
      <span>{props.children}</span>
    </label>
  );
}
