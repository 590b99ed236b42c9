import {
  addressFromRecord,
  isPhoneValid,
  isSameLocation,
  type QuotedPlace,
  savedAddressesFor,
} from '@bikeship/core/rules';
import type { AddressRecord, AddressStage, Location, StageDetails } from '@bikeship/core/schemas';
import { selectIsRegistered, selectSubTotal } from '@bikeship/core/stores';
import { useAdoptedCss } from '@bikeship/embed';
import {
  type AddressField,
  type AddressFieldErrors,
  AddressForm,
  type AvsOutcome,
  addressErrors,
  addressFormCss,
  Button,
  CheckboxField,
  type CopySource,
  isSideComplete,
  Notice,
  placeLabel,
  stageLabel,
  useLocale,
  useMessages,
  useSession,
  useShip,
} from '@bikeship/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuoteRuntime } from '../../runtime/QuoteRuntimeContext';
import { wizardMessages } from '../../wizard/wizardMessages';
import {
  acceptSuggestion,
  isAvsSettled,
  keepAsTyped,
  unverified,
  VERIFIED_FIELDS,
  verifySide,
  withLateAnswer,
} from './addressVerification';
import { confirmRates, type PriceChange } from './confirmRates';
import { detailsMessages } from './detailsMessages';
import { detailsStepCss } from './detailsStep.css';
import { ErrorSummary, type SummaryEntry } from './ErrorSummary';
import { PriceChangeNotices } from './PriceChangeNotices';
import { prefilledDetails, quotedPlaceOf } from './prefillDetails';
import { useSavedAddresses, useStatesByCountry } from './useDetailsReferenceData';

type Side = 'from' | 'to';

/** One side of one stage as the step lays it out. */
interface SideView {
  key: string;
  stageIndex: number;
  side: Side;
  place: Location | undefined;
  address: AddressStage;
  quoted: QuotedPlace;
  /** "Stage 1, to Vancouver, BC". */
  title: string;
}

const SIDES: readonly Side[] = ['from', 'to'];

/** The details with one side replaced. */
function withSide(
  details: readonly StageDetails[],
  stageIndex: number,
  side: Side,
  address: AddressStage,
): StageDetails[] {
  return details.map((stage, index) =>
    index === stageIndex ? { ...stage, [side]: address } : stage,
  );
}

/**
 * Step 3, Details (quote §2, §3 Address stage): the full from and to address of every stage,
 * prefilled from the places of step 1 (or the customer's saved addresses), checked field by
 * field, verified by the address service (the customer takes or keeps a suggested correction),
 * and priced again with them before step 4.
 */
export default function DetailsStep() {
  useAdoptedCss(detailsStepCss);
  useAdoptedCss(addressFormCss);
  const runtime = useQuoteRuntime();
  const { ship } = runtime;
  const locale = useLocale();
  const t = useMessages(detailsMessages);
  const steps = useMessages(wizardMessages);
  const trips = useShip((state) => state.search.trips);
  const details = useShip((state) => state.search.details);
  const subTotal = useShip(selectSubTotal);
  const user = useSession((state) => state.session?.user);
  const guestName = useSession((state) => state.guestName);
  const registered = useSession(selectIsRegistered);
  const saved = useSavedAddresses(registered);
  const idPrefix = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, AvsOutcome>>>({});
  const [checking, setChecking] = useState(false);
  const [ratesFailed, setRatesFailed] = useState(false);
  const [changes, setChanges] = useState<PriceChange[]>([]);

  // Every side starts from its place, or the address already given (quote §3).
  const firstName = user?.firstName ?? guestName?.firstName;
  const lastName = user?.lastName ?? guestName?.lastName;
  const phone = user?.phoneNumber;
  useEffect(() => {
    const current = ship.getState().search.details;
    const next = prefilledDetails(trips, current, { firstName, lastName, phone });
    if (JSON.stringify(next) !== JSON.stringify(current))
      ship.getState().updateSearch({ details: next });
  }, [ship, trips, firstName, lastName, phone]);

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  const sides: SideView[] = trips.flatMap((trip, stageIndex) =>
    SIDES.map((side) => {
      const params = { n: stageIndex + 1, place: placeLabel(trip[side]) };
      return {
        key: `${stageIndex}-${side}`,
        stageIndex,
        side,
        place: trip[side],
        address: details[stageIndex]?.[side] ?? {},
        quoted: quotedPlaceOf(trip[side]),
        title:
          side === 'from'
            ? t('Stage {n}, from {place}', params)
            : t('Stage {n}, to {place}', params),
      };
    }),
  );
  const states = useStatesByCountry(sides.map((view) => view.quoted.countryCode));
  const statesOf = (view: SideView) => states.get(view.quoted.countryCode) ?? [];
  const errorsOf = (view: SideView) =>
    addressErrors(view.address, view.quoted, statesOf(view), locale);
  const fieldName = (view: SideView, field: string) => `${idPrefix}-${view.key}-${field}`;

  /** Errors show once the customer left the field, or tried to go on. */
  const visibleErrors = (view: SideView): AddressFieldErrors => {
    const errors = errorsOf(view);
    if (attempted) return errors;
    return Object.fromEntries(
      Object.entries(errors).filter(([field]) => touched.has(`${view.key}-${field}`)),
    );
  };

  /** Stores a side, with whether its phone can be dialled (quote §3 phoneValid). */
  const setAddress = (view: SideView, address: AddressStage) => {
    const current = ship.getState().search.details;
    const phoneValid = isPhoneValid(address.phone, view.quoted.countryCode);
    ship.getState().updateSearch({
      details: withSide(current, view.stageIndex, view.side, { ...address, phoneValid }),
    });
  };

  /**
   * The side as stored now. An edit builds on it, not on the address of the last render: two
   * inputs that come before a re-render (a tap on the next field, typing at once) both count.
   */
  const storedAddress = (view: SideView): AddressStage =>
    ship.getState().search.details[view.stageIndex]?.[view.side] ?? {};

  const change = (view: SideView, patch: Partial<AddressStage>) => {
    const stored = storedAddress(view);
    const next = { ...stored, ...patch };
    const verifiedFieldChanged = VERIFIED_FIELDS.some(
      (field) => field in patch && patch[field] !== stored[field],
    );
    setAddress(view, verifiedFieldChanged ? unverified(next) : next);
    if (verifiedFieldChanged) forget(view);
    setChanges([]);
  };

  const forget = (view: SideView) =>
    setOutcomes((known) => {
      const { [view.key]: _forgotten, ...rest } = known;
      return rest;
    });

  const applySaved = (view: SideView, record: AddressRecord) => {
    setAddress(view, addressFromRecord(record, view.quoted));
    forget(view);
  };

  /** An earlier side at the same place (a round trip's return) whose address can be copied. */
  const copySourceOf = (view: SideView): CopySource | undefined => {
    if (view.address.address1?.trim()) return undefined;
    const source = sides.find(
      (other) =>
        other.key !== view.key &&
        !!other.address.address1?.trim() &&
        isSameLocation(other.place, view.place),
    );
    return source ? { title: source.title, address: source.address } : undefined;
  };

  const goTo = (target: string) =>
    rootRef.current?.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();

  const summary: SummaryEntry[] = attempted
    ? sides.flatMap((view) => {
        const fieldEntries = Object.entries(errorsOf(view)).map(([field, message]) => ({
          key: `${view.key}-${field}`,
          text: t('{title}: {text}', { title: view.title, text: message }),
          target: fieldName(view, field),
        }));
        const outcome = outcomes[view.key];
        if (fieldEntries.length > 0 || !outcome) return fieldEntries;
        if (outcome.kind === 'suggestion') {
          return [
            {
              key: `${view.key}-suggestion`,
              text: t('{title}: take the suggested address or keep yours.', { title: view.title }),
              target: fieldName(view, 'suggestion'),
            },
          ];
        }
        return outcome.kind === 'problem'
          ? [
              {
                key: `${view.key}-avs`,
                text: t('{title}: {text}', { title: view.title, text: outcome.message }),
                target: fieldName(view, outcome.field),
              },
            ]
          : [];
      })
    : [];

  const submit = async () => {
    setAttempted(true);
    setRatesFailed(false);
    setChanges([]);
    if (!sides.every((view) => isSideComplete(errorsOf(view), view.address))) {
      setFocusSummary((count) => count + 1);
      return;
    }
    setChecking(true);
    try {
      const pending = sides.filter((view) => !isAvsSettled(view.address));
      const answers = await Promise.all(
        pending.map(async (view) => ({
          view,
          ...(await verifySide(runtime.api.places, view.address, locale)),
        })),
      );
      // The answers come late: each goes into the side as it is now, and one about an address
      // typed over meanwhile is dropped (the customer goes on again, with the new address).
      let next = ship.getState().search.details;
      const verified: typeof answers = [];
      for (const answer of answers) {
        const { view } = answer;
        const merged = withLateAnswer(storedAddress(view), view.address, answer.address);
        if (!merged) continue;
        next = withSide(next, view.stageIndex, view.side, merged);
        verified.push(answer);
      }
      ship.getState().updateSearch({ details: next });
      setOutcomes((known) => ({
        ...known,
        ...Object.fromEntries(verified.map(({ view, outcome }) => [view.key, outcome])),
      }));
      if (verified.length < answers.length) return;
      if (
        verified.some(({ outcome }) => outcome.kind === 'suggestion' || outcome.kind === 'problem')
      ) {
        setFocusSummary((count) => count + 1);
        return;
      }
      const priced = await confirmRates(runtime.api, ship);
      // Why the customer stays is said at the top of the step, far above Continue on a phone:
      // the summary takes the focus, which brings it into view and has it read.
      if (priced === false || priced.length > 0) {
        if (priced) setChanges(priced);
        else setRatesFailed(true);
        setFocusSummary((count) => count + 1);
        return;
      }
      ship.getState().setStep(4);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="bs-step bs-details" ref={rootRef}>
      <h2 tabIndex={-1}>{steps('Details')}</h2>
      <p className="bs-details-hint">
        {t('Who ships and who receives at each stage. Fields marked * are required.')}
      </p>
      {saved.failed ? (
        <Notice tone="warning">
          {t('Your saved addresses could not be loaded; type the addresses below.')}
        </Notice>
      ) : null}
      {/* What keeps the customer on this step — the fields to fix, rates not confirmed, a new
          price — in one place at the top, which takes the focus when Continue stays. */}
      <div ref={summaryRef} tabIndex={-1} className="bs-details-summary">
        <ErrorSummary entries={summary} onGoTo={goTo} />
        {ratesFailed ? (
          <Notice tone="danger" title={t('Rates not confirmed')}>
            {/* The button that tries again, by its own text: a translation names it as shown. */}
            {t(
              'We could not confirm your rates for these addresses. In a moment, press {button} to try again.',
              { button: t('Continue to contents') },
            )}
          </Notice>
        ) : null}
        <PriceChangeNotices
          changes={changes}
          subTotal={subTotal}
          onReview={() => ship.getState().setStep(2)}
        />
      </div>
      {trips.map((trip, stageIndex) => {
        const headingId = `${idPrefix}-stage-${stageIndex}`;
        return (
          // Stages have no id of their own; their order is the trip's.
          <section key={stageIndex} className="bs-details-stage" aria-labelledby={headingId}>
            <h3 id={headingId}>{stageLabel(trip, stageIndex, locale)}</h3>
            {sides
              .filter((view) => view.stageIndex === stageIndex)
              .map((view) => (
                <AddressForm
                  key={view.key}
                  title={view.title}
                  side={view.side}
                  address={view.address}
                  quoted={view.quoted}
                  namePrefix={`${idPrefix}-${view.key}`}
                  errors={visibleErrors(view)}
                  states={statesOf(view)}
                  saved={savedAddressesFor(
                    saved.records,
                    view.quoted,
                    view.address.country?.name ?? '',
                  )}
                  copyFrom={copySourceOf(view)}
                  outcome={outcomes[view.key]}
                  onChange={(patch) => change(view, patch)}
                  onBlur={(field: AddressField) =>
                    setTouched((known) => new Set(known).add(`${view.key}-${field}`))
                  }
                  onUseSaved={(record) => applySaved(view, record)}
                  onCopy={(address) => {
                    setAddress(view, address);
                    forget(view);
                  }}
                  onAccept={(suggested) => {
                    setAddress(view, acceptSuggestion(view.address, suggested));
                    forget(view);
                  }}
                  onKeep={() => {
                    setAddress(view, keepAsTyped(view.address));
                    forget(view);
                  }}
                  saveControl={
                    // A guest has no address book; a saved address is in it already.
                    registered && !view.address.isSavedAddress ? (
                      <CheckboxField
                        label={t('Save this address')}
                        hint={t('It joins your saved addresses when you place the order.')}
                        name={fieldName(view, 'needSaveAddress')}
                        checked={view.address.needSaveAddress === true}
                        onChange={(needSaveAddress) => change(view, { needSaveAddress })}
                      />
                    ) : undefined
                  }
                />
              ))}
          </section>
        );
      })}
      <div className="bs-step-actions">
        <Button onClick={() => ship.getState().setStep(2)}>{t('Back to costs')}</Button>
        <Button variant="primary" busy={checking} onClick={() => void submit()}>
          {t('Continue to contents')}
        </Button>
      </div>
    </div>
  );
}
