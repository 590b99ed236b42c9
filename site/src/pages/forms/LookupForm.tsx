import {
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import '../../styles/lookupForm.css';

interface LookupFormProps {
  label: string;
  /** The query parameter the value goes to: the field's name, so the form also works as a GET. */
  name: string;
  value: string;
  onChange(value: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  buttonText: string;
  /** Said under the field (role=alert) and tied to it; the field says aria-invalid. */
  problem: string | null;
  inputRef: Ref<HTMLInputElement>;
  /** How the browser helps with this field: autocomplete, capitals, spelling. */
  inputHints: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'autoComplete' | 'autoCapitalize' | 'spellCheck'
  >;
}

/**
 * A one-field lookup form (the tracking number, the finder's place): its label, the field and
 * its button on one row that wraps on a phone, and the field's problem under them. The field is
 * in the prerendered page: what was typed there before the app took over is handed to
 * `onChange` as the app starts (the hydration would otherwise set the field back to `value`).
 */
export function LookupForm(props: LookupFormProps) {
  const inputId = useId();
  const problemId = useId();
  const field = useRef<HTMLInputElement | null>(null);
  const { onChange, value } = props;
  const typedEarly = useRef({ onChange, value });
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed && typed !== typedEarly.current.value) typedEarly.current.onChange(typed);
  }, []);
  const inputRef = props.inputRef;
  return (
    <form className="site-lookup-form" onSubmit={props.onSubmit} noValidate>
      <label htmlFor={inputId}>{props.label}</label>
      <div className="site-lookup-row">
        <input
          ref={(element) => {
            field.current = element;
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          id={inputId}
          name={props.name}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          {...props.inputHints}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? problemId : undefined}
        />
        <button type="submit" className="site-cta">
          {props.buttonText}
        </button>
      </div>
      {props.problem ? (
        <p id={problemId} className="site-lookup-problem" role="alert">
          {props.problem}
        </p>
      ) : null}
    </form>
  );
}
