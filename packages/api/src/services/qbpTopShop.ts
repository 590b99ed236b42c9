import type { QbpTopShopRequest, SuccessResponse } from '@bikeship/core/schemas';
import { qbpTopShops } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { badField, HttpError } from '../http/httpError';
import { type EmailBlock, renderEmail } from './emailTemplates';

/**
 * DECISION: a QBP dealer account number is letters, digits and dashes, 3 to 20 of them once
 * spaces are taken out; compared upper-case, so 'ab 123' and 'AB123' are the same account.
 */
const ACCOUNT_NUMBER_PATTERN = /^[A-Z0-9-]{3,20}$/;

const optional = (value: string | undefined): string | null => value?.trim() || null;

type Application = typeof qbpTopShops.$inferInsert;

/** The application as the two mails show it. */
function applicationBlocks(application: Application): EmailBlock[] {
  const place = [application.city, application.state, application.postalCode]
    .filter(Boolean)
    .join(' ');
  const rows = [
    { label: 'Shop', value: application.shopName },
    { label: 'QBP account', value: application.accountNumber },
    { label: 'Contact', value: application.contactName },
    { label: 'Email', value: application.email },
    { label: 'Phone', value: application.phone ?? 'none given' },
    {
      label: 'Address',
      value: [application.address1, application.address2, place, application.countryCode]
        .filter(Boolean)
        .join(', '),
    },
  ];
  return [
    { kind: 'rows', rows },
    ...(application.message
      ? [{ kind: 'note' as const, from: application.contactName, text: application.message }]
      : []),
  ];
}

/**
 * The notice the support mailbox (the program desk) receives, Reply-To the shop, and the copy the
 * shop receives. DECISION: the copy says what was filed and who answers, no date: nobody here
 * can promise when the desk answers. A mail that fails is logged: the application is stored.
 */
async function mailApplication(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'logger'>,
  application: Application,
) {
  const blocks = applicationBlocks(application);
  const mails = [
    {
      to: deps.config.SUPPORT_EMAIL,
      replyTo: application.email,
      ...renderEmail({
        subject: `QBP Top Shop application: ${application.shopName} (${application.accountNumber})`,
        blocks: [...blocks, { kind: 'paragraph', text: 'Reply to this mail to answer the shop.' }],
      }),
    },
    {
      to: application.email,
      ...renderEmail({
        subject: 'Your QBP Top Shop application - bikeship',
        blocks: [
          { kind: 'paragraph', text: `Hello ${application.contactName},` },
          { kind: 'paragraph', text: 'bikeship has your application to the QBP Top Shop program:' },
          ...blocks,
          {
            kind: 'paragraph',
            text: `Our program desk reviews it and answers by email from ${deps.config.SUPPORT_EMAIL}.`,
          },
        ],
      }),
    },
  ];
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.logger.error({ err: error, to: mail.to }, 'QBP Top Shop mail could not be sent');
    }
  }
}

/**
 * POST /api/QbpTopShop (quote §7): stores a shop's application to the QBP top-shop
 * program — shop, account number, contact and address, as validated by the core schema. One
 * application per account number: a second one is a 409 naming `accountNumber` (the unique
 * index decides, so two simultaneous submissions cannot both pass). A stored application is
 * mailed to the support mailbox and a copy to the shop's contact.
 */
export async function enrolTopShop(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  request: QbpTopShopRequest,
): Promise<SuccessResponse> {
  const accountNumber = request.accountNumber.replace(/\s+/g, '').toUpperCase();
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw badField('accountNumber', 'Enter your QBP account number (letters and digits)');
  }
  const application: Application = {
    shopName: request.shopName.trim(),
    accountNumber,
    contactName: request.contactName.trim(),
    email: request.email.trim().toLowerCase(),
    phone: optional(request.phone),
    address1: request.address1.trim(),
    address2: optional(request.address2),
    city: request.city.trim(),
    state: optional(request.state)?.toUpperCase() ?? null,
    postalCode: request.postalCode.trim().toUpperCase(),
    countryCode: request.countryCode.trim().toUpperCase(),
    message: optional(request.message),
  };
  for (const field of ['shopName', 'contactName', 'address1', 'city', 'postalCode'] as const) {
    if (!application[field]) throw badField(field, 'This field is required');
  }
  const inserted = await deps.db
    .insert(qbpTopShops)
    .values(application)
    .onConflictDoNothing({ target: qbpTopShops.accountNumber })
    .returning({ enrolmentId: qbpTopShops.enrolmentId });
  if (inserted.length === 0) {
    const message = 'This QBP account has already applied to the top-shop program';
    throw new HttpError(409, message, [{ propertyName: 'accountNumber', message }]);
  }
  await mailApplication(deps, application);
  return { success: true };
}
