import { formatUsd } from '@bikeship/core/rules';
import type { ClaimFields } from '@bikeship/core/schemas';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Mailer } from '../integrations/mail';
import { renderEmail } from './emailTemplates';

/** A filed claim as its confirmation mail shows it. */
export interface FiledClaim {
  claimId: number;
  orderId: number;
  fields: ClaimFields;
  files: number;
}

/** The site's page for questions about a claim. */
const CONTACT_PAGE = '/contact-us';

/** The mail that gives the claimant their claim number, with what was filed. */
export function claimFiledMail(claim: FiledClaim, publicUrl: string) {
  const { fields } = claim;
  return renderEmail({
    subject: `Your claim #${claim.claimId} on order #${claim.orderId} is filed`,
    blocks: [
      { kind: 'paragraph', text: `Hello ${fields.name},` },
      {
        kind: 'paragraph',
        text:
          `We received your ${fields.claimType} claim with all its files. Your claim number is ` +
          `${claim.claimId}: quote it whenever you contact us about the claim.`,
      },
      {
        kind: 'rows',
        rows: [
          { label: 'Claim number', value: String(claim.claimId) },
          { label: 'Order', value: `#${claim.orderId}` },
          ...(fields.trackingNumber ? [{ label: 'Package', value: fields.trackingNumber }] : []),
          { label: 'Claim type', value: fields.claimType === 'damage' ? 'Damage' : 'Loss' },
          { label: 'Amount claimed', value: formatUsd(fields.amountClaimed) },
          { label: 'Files', value: String(claim.files) },
        ],
      },
      {
        kind: 'paragraph',
        text:
          'Keep the box and all the packing material until the claim is settled: the carrier ' +
          `may want to inspect them. Questions: ${publicUrl}${CONTACT_PAGE}`,
      },
    ],
  });
}

/**
 * Mails the claim number to the claim's e-mail address (the contact the claimant gave on the
 * form, where the claims desk will write). DECISION: sent before the claim's answer, so the
 * confirmation that says it was mailed is true when it shows; a mail that cannot be sent is
 * logged, not told: the claim is filed either way, and the page shows its number.
 */
export async function mailClaimFiled(
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'>; logger: Logger },
  claim: FiledClaim,
): Promise<void> {
  try {
    await deps.mailer.send({
      to: claim.fields.email,
      ...claimFiledMail(claim, deps.config.publicUrl),
    });
  } catch (error) {
    deps.logger.error({ err: error, claimId: claim.claimId }, 'claim filed mail could not be sent');
  }
}
