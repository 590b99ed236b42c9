import type { ReactNode } from 'react';

/** What every kind of field shares: its name, label, problem and an optional hint. */
interface FieldFrameProps {
  id: string;
  label: string;
  problem?: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled field with its hint and, when it has one, its problem right under it — announced
 * (role=alert) and tied to the control (aria-describedby); the control says aria-invalid.
 */
export function FieldFrame(props: FieldFrameProps) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const problemId = props.problem ? `${props.id}-problem` : undefined;
  const describedBy = [hintId, problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="site-form-field">
      <label htmlFor={props.id}>
        {props.label}
        {props.optional ? <span className="site-form-optional"> (optional)</span> : null}
      </label>
      {props.hint ? (
        <p id={hintId} className="site-form-hint">
          {props.hint}
        </p>
      ) : null}
      {props.children(describedBy)}
      {props.problem ? (
        <p id={problemId} className="site-form-problem" role="alert">
          {props.problem}
        </p>
      ) : null}
    </div>
  );
}
