import type { UploadProgress } from '@bikeship/core/api';
import {
  CLAIM_FILE_MAX_BYTES,
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  CLAIM_PICTURE_FIELDS,
  FREE_TEXT_MAX_LENGTH,
} from '@bikeship/core/constants';
import {
  CLAIM_FILES_MAX_TOTAL_BYTES,
  type ClaimFileRefusal,
  claimFileRefusal,
} from '@bikeship/core/rules';
import type { ClaimPictureField } from '@bikeship/core/schemas';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../../guards/loginRedirects';
import { useSiteRuntime, useVisitor } from '../../runtime/siteRuntimeLoader';
import { type ChosenFile, ClaimPictureList } from './ClaimPictureList';
import {
  type ClaimFieldName,
  type ClaimProblems,
  type ClaimText,
  type ClaimTextField,
  claimFormData,
  claimProblems,
  EMPTY_CLAIM_TEXT,
  firstProblemField,
  inSendingOrder,
} from './claimForm';
import { bodyUploadFraction, fileUploadFractions } from './claimUploadProgress';
import '../../styles/claims.css';

/** The five lists (quote §3), in the order of the claims page: what each is for. */
const PICTURE_LISTS: readonly { list: ClaimPictureField; title: string; hint: string }[] = [
  {
    list: 'BillOfSalePics',
    title: 'Bill of sale',
    hint: 'The receipt or invoice that shows what was shipped and what it is worth.',
  },
  {
    list: 'EstimatePics',
    title: 'Estimate',
    hint: "A bike shop's written repair estimate, or its note that the part cannot be repaired.",
  },
  {
    list: 'OutsidePics',
    title: 'Outside',
    hint: 'The box from every side, close-ups of any hole, crush or tear, and the label.',
  },
  {
    list: 'PackingPics',
    title: 'Packing',
    hint: 'The packing as you found it: padding, spacers, how the bike sat in the box.',
  },
  {
    list: 'InsidePics',
    title: 'Inside',
    hint: 'The damage itself: the broken part, close up and from a step back.',
  },
];

const FILE_MAX_MB = CLAIM_FILE_MAX_BYTES / 1024 / 1024;
const TOTAL_MAX_MB = Math.floor(CLAIM_FILES_MAX_TOTAL_BYTES / 1_000_000);

const emptyLists = <Entry,>(): Record<ClaimPictureField, Entry[]> => ({
  BillOfSalePics: [],
  EstimatePics: [],
  OutsidePics: [],
  PackingPics: [],
  InsidePics: [],
});

const sizeOf = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a chosen file was not added, in one sentence that names it. */
function refusalMessage(file: File, refusal: ClaimFileRefusal): string {
  const name = `"${file.name}" was not added`;
  switch (refusal) {
    case 'type':
      return `${name}: it is not a picture or a PDF. Choose a JPEG, PNG, WebP, HEIC or PDF file.`;
    case 'empty':
      return `${name}: the file is empty.`;
    case 'size':
      return `${name}: it is ${sizeOf(file.size)}, more than the ${FILE_MAX_MB} MB a file may be. Send a smaller picture or a scan at a lower resolution.`;
    case 'list-full':
      return `${name}: a list holds at most ${CLAIM_FILES_PER_LIST_MAX} files.`;
    case 'claim-full':
      return `${name}: a claim holds at most ${CLAIM_FILES_MAX} files in all.`;
    case 'total':
      return `${name}: the claim's files together would pass ${TOTAL_MAX_MB} MB, what one claim can carry.`;
  }
}

interface TextFieldProps {
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
function TextField(props: TextFieldProps) {
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

/** Said above the form to a visitor who is not signed in: a claim is on an own order. */
function SignInFirst() {
  return (
    <p className="claim-note">
      A claim is filed from the account that placed the order.{' '}
      <Link to={loginPathFor('/claimsform')}>Log in</Link> first, and this form opens again.
    </p>
  );
}

/** The confirmation: the claim number, and that the mail with it went out. */
function ClaimFiled(props: { claimId: number; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="claim-filed" aria-labelledby="claim-filed-title">
      <h2 id="claim-filed-title" ref={heading} tabIndex={-1}>
        Claim #{props.claimId} is filed
      </h2>
      <p>
        Your claim number is <strong>{props.claimId}</strong>. We emailed it to{' '}
        <strong>{props.email}</strong> with a summary of the claim. Quote it whenever you contact us
        about the claim.
      </p>
      <p>
        Keep the box and all the packing material until the claim is settled: the carrier may want
        to inspect them.
      </p>
      <p>
        <Link to="/claims">How a claim goes on</Link> · <Link to="/contact-us">Contact us</Link>
      </p>
    </section>
  );
}

type Phase = 'editing' | 'sending' | { filed: number; email: string };

/**
 * `/claimsform` (quote §3 Claim, §7 POST /api/Claim, §9 limits): the claim's plain fields and
 * its five picture lists, each file checked against the server's limits as it is chosen (core's
 * claimFileRefusal), then everything sent in one multipart body with the signed-in customer's
 * bearer token, with a progress bar per file and one for the whole claim. Problems are said at
 * their field and the first gets the focus; a failed send keeps everything entered and chosen;
 * a filed claim shows its number, which the server has mailed. The form itself is in the
 * prerendered page; the session, the previews and the send need the browser.
 */
export default function ClaimFormPage() {
  const visitor = useVisitor();
  const runtime = useSiteRuntime();
  const [text, setText] = useState<ClaimText>(EMPTY_CLAIM_TEXT);
  const [lists, setLists] = useState(emptyLists<ChosenFile>);
  const [refusals, setRefusals] = useState(emptyLists<string>);
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [formProblem, setFormProblem] = useState<ReactNode>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // A second press while a send is under way sends nothing (the button is disabled too, but a
  // double press can land before React has rendered that).
  const sending = useRef(false);
  const nextFileId = useRef(0);
  const fields = useRef(new Map<ClaimFieldName, HTMLElement | null>());
  const fieldRef = (name: ClaimFieldName) => (element: HTMLElement | null) => {
    fields.current.set(name, element);
  };

  // A signed-in customer's name, e-mail and phone, once the session is read, where nothing is
  // typed yet.
  const user = runtime?.session.getState().session?.user;
  useEffect(() => {
    if (!user) return;
    setText((current) => ({
      ...current,
      name: current.name || [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: current.email || user.email,
      phone: current.phone || (user.phoneNumber ?? ''),
    }));
  }, [user]);

  const busy = phase === 'sending';
  const setField = (name: ClaimTextField) => (value: string) =>
    setText((current) => ({ ...current, [name]: value }));

  const addFiles = (list: ClaimPictureField, chosen: File[]) => {
    const added: ChosenFile[] = [];
    const refused: string[] = [];
    const all = inSendingOrder(lists);
    let inClaim = all.length;
    let bytes = all.reduce((sum, entry) => sum + entry.file.size, 0);
    for (const file of chosen) {
      const refusal = claimFileRefusal(file, {
        inList: lists[list].length + added.length,
        inClaim,
        bytes,
      });
      if (refusal) {
        refused.push(refusalMessage(file, refusal));
        continue;
      }
      nextFileId.current += 1;
      added.push({ id: `file-${nextFileId.current}`, file });
      inClaim += 1;
      bytes += file.size;
    }
    setLists((current) => ({ ...current, [list]: [...current[list], ...added] }));
    setRefusals((current) => ({ ...current, [list]: refused }));
    if (added.length > 0) setProblems(({ [list]: _solved, ...rest }) => rest);
    setProgress(null);
  };

  const removeFile = (list: ClaimPictureField, id: string) => {
    setLists((current) => ({
      ...current,
      [list]: current[list].filter((entry) => entry.id !== id),
    }));
    setProgress(null);
  };

  const focusField = (name: ClaimFieldName) => fields.current.get(name)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = claimProblems(text, (list) => lists[list].length);
    setProblems(found);
    setFormProblem(null);
    const first = firstProblemField(found);
    if (first) {
      focusField(first);
      return;
    }
    sending.current = true;
    setPhase('sending');
    setProgress({ loaded: 0, total: 0 });
    try {
      const { sendClaim } = await import('./sendClaim');
      const files = Object.fromEntries(
        CLAIM_PICTURE_FIELDS.map((list) => [list, lists[list].map((entry) => entry.file)]),
      ) as Record<ClaimPictureField, File[]>;
      const outcome = await sendClaim(claimFormData(text, files), text.orderId, setProgress);
      switch (outcome.kind) {
        case 'filed':
          setPhase({ filed: outcome.claimId, email: text.email.trim() });
          return;
        case 'refused': {
          setProblems(outcome.problems);
          setPhase('editing');
          const field = firstProblemField(outcome.problems);
          // After the render that shows the problems and enables the fields again.
          if (field) requestAnimationFrame(() => focusField(field));
          return;
        }
        case 'signed-out':
          setFormProblem(
            <>
              You are not logged in, and a claim is filed from the account that placed the order.{' '}
              <a href={loginPathFor('/claimsform')} target="_blank" rel="noopener">
                Log in in a new tab
              </a>
              , then press Send the claim again here: everything you entered and chose stays.
            </>,
          );
          break;
        case 'failed':
          setFormProblem(outcome.message);
          break;
      }
    } catch (error) {
      // The send's own code could not load (a new deployment, a lost connection).
      console.error('The claim could not be sent', error);
      setFormProblem(
        'The claim could not be sent: check your connection, then press Send the claim again. Nothing was filed, and everything you entered and chose is still here.',
      );
    } finally {
      sending.current = false;
    }
    setPhase('editing');
    setProgress(null);
  };

  const ordered = inSendingOrder(lists);
  const fractions = progress
    ? fileUploadFractions(
        ordered.map((entry) => entry.file.size),
        progress,
      )
    : null;
  const fileProgress = progress
    ? new Map(ordered.map((entry, index) => [entry.id, fractions?.[index] ?? 0]))
    : null;
  const overall = progress ? bodyUploadFraction(progress) : null;

  if (typeof phase === 'object') {
    return (
      <article className="site-page claim-page" aria-labelledby="claim-title">
        <h1 id="claim-title">File a claim</h1>
        <ClaimFiled claimId={phase.filed} email={phase.email} />
      </article>
    );
  }

  return (
    <article className="site-page claim-page" aria-labelledby="claim-title">
      <h1 id="claim-title">File a claim</h1>
      <p className="site-lead">
        For a bike that arrived damaged or did not arrive. Have your order number, the bill of sale
        and your pictures ready: <Link to="/claims">what a claim needs</Link>.
      </p>
      {visitor === 'guest' ? <SignInFirst /> : null}
      <form className="claim-form" onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className="claim-group">
          <legend>Your order</legend>
          <TextField
            name="orderId"
            label="Order number"
            hint="In your order e-mail and under Your orders."
            value={text.orderId}
            problem={problems.orderId}
            disabled={busy}
            onChange={setField('orderId')}
            fieldRef={fieldRef('orderId')}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          <TextField
            name="trackingNumber"
            label="Tracking number of the box"
            optional
            value={text.trackingNumber}
            problem={problems.trackingNumber}
            disabled={busy}
            onChange={setField('trackingNumber')}
            fieldRef={fieldRef('trackingNumber')}
            input={{ autoComplete: 'off' }}
          />
        </fieldset>

        <fieldset className="claim-group">
          <legend>What happened</legend>
          <fieldset
            className="claim-choice"
            aria-describedby={problems.claimType ? 'claim-type-problem' : undefined}
          >
            <legend>Kind of claim</legend>
            {(
              [
                ['damage', 'Damage: the bike or the box arrived damaged'],
                ['loss', 'Loss: the shipment never arrived'],
              ] as const
            ).map(([value, label], index) => (
              <label key={value} className="claim-radio">
                <input
                  ref={index === 0 ? fieldRef('claimType') : undefined}
                  type="radio"
                  name="claimType"
                  value={value}
                  checked={text.claimType === value}
                  disabled={busy}
                  onChange={() => setText((current) => ({ ...current, claimType: value }))}
                />{' '}
                {label}
              </label>
            ))}
            {problems.claimType ? (
              <p id="claim-type-problem" className="claim-problem" role="alert">
                {problems.claimType}
              </p>
            ) : null}
          </fieldset>
          <TextField
            name="description"
            label="What happened"
            hint={`What was damaged or missing, and how you found it (up to ${FREE_TEXT_MAX_LENGTH} characters).`}
            multiline
            value={text.description}
            problem={problems.description}
            disabled={busy}
            onChange={setField('description')}
            fieldRef={fieldRef('description')}
            input={{ maxLength: FREE_TEXT_MAX_LENGTH }}
          />
          <TextField
            name="amountClaimed"
            label="Amount claimed (US dollars)"
            hint="The repair cost, or the bike's value if it cannot be repaired or was lost."
            value={text.amountClaimed}
            problem={problems.amountClaimed}
            disabled={busy}
            onChange={setField('amountClaimed')}
            fieldRef={fieldRef('amountClaimed')}
            input={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
        </fieldset>

        <fieldset className="claim-group">
          <legend>How we reach you</legend>
          <TextField
            name="name"
            label="Name"
            value={text.name}
            problem={problems.name}
            disabled={busy}
            onChange={setField('name')}
            fieldRef={fieldRef('name')}
            input={{ autoComplete: 'name' }}
          />
          <TextField
            name="email"
            label="E-mail"
            hint="The claim number is sent here."
            value={text.email}
            problem={problems.email}
            disabled={busy}
            onChange={setField('email')}
            fieldRef={fieldRef('email')}
            input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
          />
          <TextField
            name="phone"
            label="Phone"
            optional
            value={text.phone}
            problem={problems.phone}
            disabled={busy}
            onChange={setField('phone')}
            fieldRef={fieldRef('phone')}
            input={{ type: 'tel', autoComplete: 'tel' }}
          />
        </fieldset>

        <section className="claim-group" aria-labelledby="claim-pictures-title">
          <h2 id="claim-pictures-title">Pictures and papers</h2>
          <p className="claim-hint">
            JPEG, PNG, WebP, HEIC or PDF, at most {FILE_MAX_MB} MB a file,{' '}
            {CLAIM_FILES_PER_LIST_MAX} files a list and {CLAIM_FILES_MAX} in all. A damage claim
            needs at least one picture of the damage, outside or inside.
          </p>
          {PICTURE_LISTS.map(({ list, title, hint }) => (
            <ClaimPictureList
              key={list}
              list={list}
              title={title}
              hint={hint}
              required={list === 'BillOfSalePics'}
              files={lists[list]}
              refusals={refusals[list]}
              problem={problems[list]}
              progress={fileProgress}
              sending={busy}
              onAdd={(chosen) => addFiles(list, chosen)}
              onRemove={(id) => removeFile(list, id)}
              inputRef={fieldRef(list)}
            />
          ))}
        </section>

        <div className="claim-send">
          {progress ? (
            <div className="claim-overall">
              <label htmlFor="claim-overall-progress">Sending the claim</label>
              <progress
                id="claim-overall-progress"
                max={1}
                value={overall ?? undefined}
                aria-valuetext={overall === null ? 'Starting' : `${Math.round(overall * 100)}%`}
              />
            </div>
          ) : null}
          {formProblem ? (
            <p className="claim-problem" role="alert">
              {formProblem}
            </p>
          ) : null}
          <button type="submit" className="site-cta" disabled={busy}>
            {busy ? 'Sending…' : 'Send the claim'}
          </button>
        </div>
      </form>
    </article>
  );
}
