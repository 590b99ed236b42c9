import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a control inside a field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A labelled field: label, the control, a hint and the error, wired by ids so a screen reader
 * reads the error with the control. The error shows where the user is looking: under the field.
 * @example
 * <Field label="Weight" error={errors.weight}>{(control) => <input {...control} />}</Field>
 */
export function Field(props: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`bs-field${props.error ? ' bs-field-invalid' : ''} ${props.className ?? ''}`}>
      <label className="bs-field-label" htmlFor={id}>
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': props.error ? true : undefined,
      })}
      {props.hint ? (
        <div className="bs-field-hint" id={hintId}>
          {props.hint}
        </div>
      ) : null}
      {props.error ? (
        <div className="bs-field-error" id={errorId} part="field-error">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

/**
 * A text input field; `onChange` gets the new value.
 * @example <TextField label="Email" type="email" value={email} onChange={setEmail} error={error} />
 */
export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  required,
  className,
  ...input
}: TextInputProps & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  value: string | number;
  onChange(value: string): void;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          required={required}
          className="bs-input"
          value={value}
          onInput={(event) => onChange((event.target as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select field; `onChange` gets the chosen value. `placeholder` adds an empty first option.
 * @example <SelectField label="Country" options={countries} value={code} onChange={setCode} />
 */
export function SelectField(props: {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={props.hint}
      required={props.required}
      className={props.className}
    >
      {(control) => (
        <select
          {...control}
          name={props.name}
          required={props.required}
          disabled={props.disabled}
          className="bs-input"
          value={props.value}
          onChange={(event) => props.onChange((event.target as HTMLSelectElement).value)}
        >
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A checkbox with its label beside it.
 * @example <CheckboxField label="Residential address" checked={home} onChange={setHome} />
 */
export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="bs-checkbox">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        disabled={props.disabled}
        checked={props.checked}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange((event.target as HTMLInputElement).checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <div className="bs-field-hint" id={`${id}-hint`}>
          {props.hint}
        </div>
      ) : null}
    </div>
  );
}
