import { useAdoptedCss } from '@bikeship/embed';
import { Button, Notice, useMessages, useShip } from '@bikeship/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { BoxContentsFields } from './BoxContentsFields';
import {
  type BoxContentsDraft,
  type BoxContentsErrors,
  boxesWithContents,
  checkBoxContents,
  draftsOf,
  hasErrors,
  needsCustoms,
  withContents,
} from './contentsDraft';
import { contentsMessages } from './contentsMessages';
import { contentsStepCss } from './contentsStep.css';
import { useContentOptions } from './useContentOptions';

/**
 * Step 4, Contents (quote §2 "Step 4 collects box contents"): what is in each box, a free-text
 * description per box, and for a trip that crosses a customs border (core rule, quote §5) each
 * box's customs fields. Checked in place on Continue, then live as the customer corrects them;
 * Back keeps what was typed.
 */
export default function ContentsStep() {
  useAdoptedCss(contentsStepCss);
  const t = useMessages(contentsMessages);
  const runtime = useQuoteRuntime();
  const search = useShip((state) => state.search);
  const international = needsCustoms(search);
  const options = useContentOptions(search.boxes);
  const [drafts, setDrafts] = useState(() => draftsOf(search));
  // Null until the first Continue: no error before the customer has had a go.
  const [errors, setErrors] = useState<BoxContentsErrors[] | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [focusFirstError, setFocusFirstError] = useState(0);

  useEffect(() => {
    if (focusFirstError === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const update = (index: number, change: (draft: BoxContentsDraft) => BoxContentsDraft) => {
    const next = drafts.map((draft, i) => (i === index ? change(draft) : draft));
    setDrafts(next);
    if (errors) setErrors(next.map((draft) => checkBoxContents(draft, international, t)));
    // Nothing typed is lost: each change reaches the search, which the store keeps in the
    // session, so a reload resumes it — all but the value (boxesWithContents says why).
    save(next, false);
  };

  const save = (typed = drafts, withValue = true) => {
    const { ship } = runtime;
    ship.getState().updateSearch({
      boxes: boxesWithContents(
        ship.getState().search.boxes,
        typed,
        options,
        international,
        withValue,
      ),
      descriptions: typed.map((draft) => draft.description.trim()),
    });
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const checked = drafts.map((draft) => checkBoxContents(draft, international, t));
    setErrors(checked);
    if (hasErrors(checked)) {
      setFocusFirstError((count) => count + 1);
      return;
    }
    save();
    runtime.ship.getState().setStep(5);
  };

  const onBack = () => {
    save();
    runtime.ship.getState().setStep(3);
  };

  return (
    <form ref={form} className="bs-step bs-contents" noValidate onSubmit={onContinue}>
      <h2 tabIndex={-1}>{t('Contents')}</h2>
      <p className="bs-contents-hint">
        {international
          ? t(
              'Your trip crosses a customs border: for each box, say what is in it and how customs should read it.',
            )
          : t('Say what is in each box, so the carrier knows what it carries.')}
      </p>
      {search.boxes.map((box, index) => {
        const draft = drafts[index];
        return draft ? (
          <BoxContentsFields
            // Boxes have no id of their own, and this step neither adds nor removes one.
            key={index}
            index={index}
            box={box}
            draft={draft}
            errors={errors?.[index] ?? {}}
            options={options}
            international={international}
            onContents={(code) => update(index, (current) => withContents(current, code))}
            onChange={(change) => update(index, (current) => ({ ...current, ...change }))}
          />
        ) : null;
      })}
      {errors && hasErrors(errors) ? (
        // Under the boxes, by the Continue that showed it: the fields it means are above.
        <Notice tone="danger" title={t('Some boxes need more details')}>
          {t('Check the fields marked above.')}
        </Notice>
      ) : null}
      <div className="bs-step-actions">
        <Button onClick={onBack}>{t('Back to details')}</Button>
        <Button variant="primary" type="submit">
          {t('Continue to payment')}
        </Button>
      </div>
    </form>
  );
}
