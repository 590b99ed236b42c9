import { Field } from '../Field';

/**
 * A text field of a sign-in form: ui's Field with an input. `marked` marks it invalid without a
 * message of its own — a failed login marks both fields, and the one message (shell §8) is the
 * form's notice, which `describedBy` points the field at.
 * @example <AccountField label={t('Email')} type="email" value={email} onChange={setEmail} />
 */
export function AccountField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  name?: string;
  required?: boolean;
  error?: string | undefined;
  marked?: boolean;
  describedBy?: string | undefined;
  readOnly?: boolean;
}) {
  const marked = Boolean(props.error) || Boolean(props.marked);
  return (
    <Field
      label={props.label}
      error={props.error}
      required={props.required}
      className={props.marked && !props.error ? 'bs-field-invalid' : undefined}
    >
      {(control) => (
        <input
          {...control}
          className="bs-input"
          type={props.type ?? 'text'}
          name={props.name}
          autoComplete={props.autoComplete}
          required={props.required}
          readOnly={props.readOnly}
          aria-invalid={marked || undefined}
          aria-describedby={
            [control['aria-describedby'], props.marked ? props.describedBy : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          value={props.value}
          onInput={(event) => props.onChange((event.target as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}
