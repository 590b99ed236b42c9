import { useId } from 'react';
import type { ClaimTextField } from './claimForm';

interface ClaimTextInputProps {
  name: ClaimTextField;
  label: string;
  hint?: string;
  optional?: boolean;
  value: string;
  problem?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  fieldRef: (element: HTMLElement | null) => void;
  /** The attributes of the input (type, autocomplete, inputmode, limits). */
  input?: {
    type?: string;
    autoComplete?: string;
    inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
    maxLength?: number;
  };
  multiline?: boolean;
}

/** A labelled text field with its hint and its problem (role=alert, aria-invalid). */
export function ClaimTextInput(props: ClaimTextInputProps) {
  const id = useId();
  const hintId = useId();
  const problemId = useId();
  const describedBy =
    [props.hint ? hintId : null, props.problem ? problemId : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name: props.name,
    value: props.value,
    disabled: props.disabled,
    'aria-invalid': props.problem ? true : undefined,
    'aria-describedby': describedBy,
    required: !props.optional,
  } as const;
  return (
    <div className="claim-field">
      <label htmlFor={id}>
        {props.label}
        {props.optional ? <span className="claim-optional"> (optional)</span> : null}
      </label>
      {props.hint ? (
        <p id={hintId} className="claim-hint">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea
          {...common}
          ref={props.fieldRef}
          rows={6}
          maxLength={props.input?.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={props.fieldRef}
          type={props.input?.type ?? 'text'}
          autoComplete={props.input?.autoComplete}
          inputMode={props.input?.inputMode}
          maxLength={props.input?.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.problem ? (
        <p id={problemId} className="claim-problem" role="alert">
          {props.problem}
        </p>
      ) : null}
    </div>
  );
}
