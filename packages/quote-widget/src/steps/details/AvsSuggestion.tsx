import type { AddressStage } from '@bikeship/core/schemas';
import { Button } from '@bikeship/ui';
import { useId } from 'react';

/** "1500 Pearl St, Boulder, CO 80302". */
export function oneLineAddress(address: AddressStage): string {
  const street = [address.address1 ?? address.streetAddress, address.address2]
    .filter(Boolean)
    .join(' ');
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(', ');
}

/**
 * The verifier's correction of a side, next to what the customer typed: they take it or keep
 * their own (quote §3 AVS).
 */
export function AvsSuggestion(props: {
  typed: AddressStage;
  suggested: AddressStage;
  /** The accept button's name, so the error summary can take the customer to it. */
  name: string;
  onAccept(): void;
  onKeep(): void;
}) {
  const headingId = useId();
  return (
    <section className="bs-details-avs" aria-labelledby={headingId}>
      <h4 id={headingId}>Did you mean this address?</h4>
      <p>
        Suggested: <strong>{oneLineAddress(props.suggested)}</strong>
      </p>
      <p>You typed: {oneLineAddress(props.typed)}</p>
      <div className="bs-details-avs-actions">
        <Button variant="primary" name={props.name} onClick={props.onAccept}>
          Use the suggested address
        </Button>
        <Button onClick={props.onKeep}>Keep the address as I typed it</Button>
      </div>
    </section>
  );
}
