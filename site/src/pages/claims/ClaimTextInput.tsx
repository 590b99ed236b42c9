import { useId } from 'react';
import { FieldFrame } from '../forms/FormField';
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

/**
 * A labelled text field of the claim, in the site forms' frame (FieldFrame: hint, problem with
 * role=alert, aria-invalid) — the same field the contact and QBP Top Shop forms show.
 */
export function ClaimTextInput(props: ClaimTextInputProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={props.label}
      hint={props.hint}
      optional={props.optional}
      problem={props.problem}
    >
      {(describedBy) => {
        const common = {
          id,
          name: props.name,
          value: props.value,
          disabled: props.disabled,
          'aria-invalid': props.problem ? true : undefined,
          'aria-describedby': describedBy,
          required: !props.optional,
          maxLength: props.input?.maxLength,
        } as const;
        return props.multiline ? (
          <textarea
            {...common}
            ref={props.fieldRef}
            rows={6}
            onChange={(event) => props.onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            ref={props.fieldRef}
            type={props.input?.type ?? 'text'}
            autoComplete={props.input?.autoComplete}
            inputMode={props.input?.inputMode}
            onChange={(event) => props.onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}
