import type { UploadProgress } from '@bikeship/core/api';
import {
  CLAIM_FILES_MAX,
  CLAIM_FILES_PER_LIST_MAX,
  FREE_TEXT_MAX_LENGTH,
} from '@bikeship/core/constants';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../../guards/loginRedirects';
import { useSiteRuntime, useVisitor } from '../../runtime/siteRuntimeLoader';
import { ClaimFiled } from './ClaimFiled';
import { ClaimPictureList } from './ClaimPictureList';
import { ClaimTextInput } from './ClaimTextInput';
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
import { FILE_MAX_MB, PICTURE_LISTS } from './claimPictureLists';
import { bodyUploadFraction, fileUploadFractions } from './claimUploadProgress';
import { useClaimPictures } from './useClaimPictures';
import '../../styles/forms.css';
import '../../styles/claims.css';

/** Said above the form to a visitor who is not signed in: a claim is on an own order. */
function SignInFirst() {
  return (
    <p className="claim-note">
      A claim is filed from the account that placed the order.{' '}
      <Link to={loginPathFor('/claimsform')}>Log in</Link> first, and this form opens again.
    </p>
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
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [formProblem, setFormProblem] = useState<ReactNode>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const { lists, refusals, addFiles, removeFile, files } = useClaimPictures({
    onAdded: (list) => setProblems(({ [list]: _solved, ...rest }) => rest),
    onChanged: () => setProgress(null),
  });
  // A second press while a send is under way sends nothing (the button is disabled too, but a
  // double press can land before React has rendered that).
  const sending = useRef(false);
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
      const outcome = await sendClaim(claimFormData(text, files()), text.orderId, setProgress);
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
          <ClaimTextInput
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
          <ClaimTextInput
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
          <ClaimTextInput
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
          <ClaimTextInput
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
          <ClaimTextInput
            name="name"
            label="Name"
            value={text.name}
            problem={problems.name}
            disabled={busy}
            onChange={setField('name')}
            fieldRef={fieldRef('name')}
            input={{ autoComplete: 'name' }}
          />
          <ClaimTextInput
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
          <ClaimTextInput
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
