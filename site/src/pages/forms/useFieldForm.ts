import type { ApiError, CallResult } from '@bikeship/core/api';
import { type FormEvent, useRef, useState } from 'react';
import {
  type FieldProblems,
  firstProblemField,
  problemsOf,
  type RequestSchema,
  serverProblems,
} from './fieldProblems';

/** Where a form of plain fields is: being filled in, on its way, or sent (with what was sent). */
export type FieldFormSending<Values> =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent'; sent: Values };

export interface FieldFormOptions<Field extends string, Values, Request> {
  /** The fields in the order the form shows them: the first wrong one takes the focus. */
  fields: readonly Field[];
  empty: Values;
  /** The core schema the server holds the request to: checked before anything is sent. */
  schema: RequestSchema;
  /** What to enter, per field, when the schema refuses it. */
  wording: Record<Field, string>;
  requestOf(values: Values): Request;
  send(request: Request): Promise<CallResult<unknown>>;
  /**
   * The words above the button when the server refused without naming a field of the form, or
   * could not be reached. `other` holds what the server said of no field of the form.
   */
  failureText(error: ApiError, other: readonly string[]): string;
}

/**
 * A form of plain text fields sent to the API once (the contact form, the QBP Top Shop
 * application): the core schema's problems at their fields before sending, then the server's
 * (whatever its status: a 400 or a 409 names fields, a 429 or a failure names none);
 * the first wrong field takes the focus; a second press while the first is on its way sends
 * nothing more; a failure keeps every answer and says why above the button.
 *
 * @example
 * const form = useFieldForm({ fields, empty, schema, wording, requestOf, send, failureText });
 * <form onSubmit={form.submit}><input ref={form.register('email')} onChange={form.change('email')} /></form>
 */
export function useFieldForm<Field extends string, Values extends Record<Field, string>, Request>(
  options: FieldFormOptions<Field, Values, Request>,
) {
  const [values, setValues] = useState<Values>(options.empty);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<FieldFormSending<Values>>({ state: 'editing' });
  const busy = useRef(false);
  const controls = useRef(new Map<Field, HTMLElement | null>());

  const showProblems = (found: FieldProblems<Field>) => {
    setProblems(found);
    const field = firstProblemField(found, options.fields);
    if (field) controls.current.get(field)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const request = options.requestOf(values);
    const found = problemsOf(options.schema, request, options.wording);
    setFailure(null);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSending({ state: 'sending' });
    const result = await options.send(request);
    busy.current = false;
    if (result.ok) {
      setSending({ state: 'sent', sent: values });
      return;
    }
    setSending({ state: 'editing' });
    const fromServer = serverProblems(result.error.fieldErrors, options.fields);
    if (Object.keys(fromServer.byField).length > 0) {
      showProblems(fromServer.byField);
      return;
    }
    setFailure(options.failureText(result.error, fromServer.other));
  };

  return {
    values,
    problems,
    failure,
    sending,
    submit,
    /** The change handler of a field's control. */
    change: (field: Field) => (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    /** The ref of a field's control: the focus goes there when it is the first wrong one. */
    register: (field: Field) => (element: HTMLElement | null) => {
      controls.current.set(field, element);
    },
  };
}
