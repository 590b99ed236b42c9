import type { AddressStage } from '@bikeship/core/schemas';
import { useId } from 'react';
import { Button } from '../Button';
import { useMessages } from '../messages/LocaleContext';
import { oneLineAddress } from './addressLines';
import { addressMessages } from './addressMessages';

/** Left in the translated text where the suggested address goes, to put it in bold there. */
const ADDRESS_SLOT = '{address}';

export interface AvsSuggestionProps {
  typed: AddressStage;
  suggested: AddressStage;
  /** The accept button's name, so an error summary can take the customer to it. */
  name: string;
  onAccept(): void;
  onKeep(): void;
}

/**
 * The verifier's correction of an address, next to what the customer typed: they take it or
 * keep their own (quote §3 AVS).
 * @example
 * <AvsSuggestion typed={address} suggested={outcome.suggested} name="from-suggestion" onAccept={accept} onKeep={keep} />
 */
export function AvsSuggestion(props: AvsSuggestionProps) {
  const t = useMessages(addressMessages);
  const headingId = useId();
  const [before = '', after = ''] = t('Suggested: {address}', { address: ADDRESS_SLOT }).split(
    ADDRESS_SLOT,
  );
  return (
    <section className="bs-address-avs" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('Did you mean this address?')}</h4>
      <p>
        {before}
        <strong>{oneLineAddress(props.suggested)}</strong>
        {after}
      </p>
      <p>{t('You typed: {address}', { address: oneLineAddress(props.typed) })}</p>
      <div className="bs-address-avs-actions">
        <Button variant="primary" name={props.name} onClick={props.onAccept}>
          {t('Use the suggested address')}
        </Button>
        <Button onClick={props.onKeep}>{t('Keep the address as I typed it')}</Button>
      </div>
    </section>
  );
}
