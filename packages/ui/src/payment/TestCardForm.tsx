import type { createStripeApi } from '@bikeship/core/api';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../Field';
import { Modal } from '../Modal';
import type { Translator } from '../messages/catalogue';
import { useMessages } from '../messages/LocaleContext';
import { Notice } from '../Notice';
import type { CardEntrySlot } from './cardEntry';
import { cardEntryMessages } from './cardEntryMessages';
import { formatExpiry } from './cardExpiry';
import { cardDigits, TEST_CARDS, testPaymentMethodOf } from './testCards';

type Answer = { ok: true } | { error: string };

/** The call that answers the test gateway's 3-D Secure challenge (core's Stripe area). */
export type TestAuthenticationApi = Pick<
  ReturnType<typeof createStripeApi>,
  'completeTestAuthentication'
>;

interface CardErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

/** MM/YY (or MM/YYYY) not in the past; a card is valid through the end of its month. */
function expiryError(typed: string, today: Date, t: Translator): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return t('Enter the expiry as MM/YY, e.g. 12/30.');
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2]?.length ?? 0) === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return t('The month is 01 to 12.');
  if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1)
    return t('This card has expired.');
  return undefined;
}

/** A future expiry for a test card filled in with one click: December, three years on. */
const sampleExpiry = () => `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The errors of the typed card: a test number, an expiry not passed, a 3 or 4 digit code. */
function cardErrors(
  card: { number: string; expiry: string; cvc: string },
  t: Translator,
): CardErrors {
  const errors: CardErrors = {};
  if (!cardDigits(card.number)) errors.number = t('Enter the card number.');
  else if (!testPaymentMethodOf(card.number))
    errors.number = t('In test mode only the test card numbers above are accepted.');
  const expiry = expiryError(card.expiry, new Date(), t);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = t('Enter the 3 or 4 digit security code.');
  return errors;
}

/**
 * The built-in test card form (no Stripe publishable key configured). It takes Stripe's
 * test card numbers only and maps each to the test payment-method id the server's test gateway
 * honours — the number itself is never sent. A 3-D Secure card opens the test gateway's
 * challenge, where the customer completes or fails the authentication as on Stripe's test page
 * (its modal needs `modalCss` adopted beside `cardEntryCss`).
 */
export function TestCardForm(props: {
  slot: CardEntrySlot;
  /** A decline or error of the last attempt, shown under the card number. */
  error?: string | null;
  onEdit(): void;
  /** A payment is under way: the card cannot change under it. */
  disabled?: boolean;
  /** The API's Stripe area: the challenge's answer goes to the test gateway there. */
  stripe: TestAuthenticationApi;
}) {
  const t = useMessages(cardEntryMessages);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  const pending = useRef<((answer: Answer) => void) | null>(null);
  const { slot, disabled } = props;

  // What is typed, as of the last keystroke. The step reads it when Pay is pressed, which can come
  // before the effects of the last keystroke's render have run (a fast typist, autofill then a
  // click): reading state captured by an effect would then check an older card.
  const typed = useRef(card);

  useEffect(() => {
    slot.current = {
      paymentMethod: async () => {
        const current = typed.current;
        const found = cardErrors(current, t);
        setErrors(found);
        const id = testPaymentMethodOf(current.number);
        if (found.number || found.expiry || found.cvc || !id) {
          return { error: found.number ?? found.expiry ?? found.cvc ?? t('Check the card.') };
        }
        return { id };
      },
      authenticate: (clientSecret) =>
        new Promise<Answer>((resolve) => {
          pending.current = resolve;
          setChallenge(clientSecret);
        }),
    };
    return () => {
      slot.current = null;
    };
  }, [slot, t]);

  const edit = (change: Partial<typeof card>) => {
    typed.current = { ...typed.current, ...change };
    setCard(typed.current);
    setErrors({});
    props.onEdit();
  };

  const settle = (answer: Answer) => {
    pending.current?.(answer);
    pending.current = null;
    setChallenge(null);
  };

  const answerChallenge = async (outcome: 'complete' | 'fail') => {
    if (!challenge) return;
    setAnswering(true);
    const result = await props.stripe.completeTestAuthentication({
      body: { clientSecret: challenge, outcome },
    });
    setAnswering(false);
    settle(result.ok ? { ok: true } : { error: result.error.message });
  };

  return (
    <div className="bs-payment-card">
      <Notice tone="info" title={t('Test mode — no real card is charged')}>
        <p>{t("Pay with one of Stripe's test cards; any future expiry and any security code.")}</p>
        <ul className="bs-payment-test-cards">
          {TEST_CARDS.map((test) => (
            <li key={test.paymentMethodId}>
              <Button
                variant="link"
                disabled={disabled}
                aria-label={t('Use test card {number} ({outcome})', {
                  number: test.number,
                  outcome: t(test.outcome),
                })}
                onClick={() => edit({ number: test.number, expiry: sampleExpiry(), cvc: '123' })}
              >
                {test.number}
              </Button>{' '}
              {t(test.outcome)}
            </li>
          ))}
        </ul>
      </Notice>
      <div className="bs-payment-card-fields">
        <TextField
          label={t('Card number')}
          className="bs-payment-card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          disabled={disabled}
          value={card.number}
          onChange={(number) => edit({ number })}
          error={errors.number ?? props.error}
        />
        <TextField
          label={t('Expiry (MM/YY)')}
          inputMode="numeric"
          autoComplete="cc-exp"
          disabled={disabled}
          value={card.expiry}
          onChange={(expiry) => edit({ expiry: formatExpiry(expiry) })}
          error={errors.expiry}
        />
        <TextField
          label={t('Security code')}
          inputMode="numeric"
          autoComplete="cc-csc"
          disabled={disabled}
          value={card.cvc}
          onChange={(cvc) => edit({ cvc })}
          error={errors.cvc}
        />
      </div>
      <Modal
        title={t('Confirm your payment (test 3-D Secure)')}
        open={challenge !== null}
        onClose={() => settle({ error: t('You closed the confirmation: press Pay to try again.') })}
      >
        <p>
          {t(
            'Test mode: your bank would now ask you to confirm this payment. Choose what the bank answers.',
          )}
        </p>
        <div className="bs-step-actions">
          <Button busy={answering} onClick={() => void answerChallenge('fail')}>
            {t('Fail authentication')}
          </Button>
          <Button
            variant="primary"
            busy={answering}
            onClick={() => void answerChallenge('complete')}
          >
            {t('Complete authentication')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
