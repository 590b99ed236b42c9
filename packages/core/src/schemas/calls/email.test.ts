import { describe, expect, it } from 'vitest';
import { sendEmailRequestSchema } from './email';

describe('email sending (quote §5, §7)', () => {
  it('needs a shipment id for label by email and mail label', () => {
    const result = sendEmailRequestSchema.safeParse({ emailName: 'MAILLABEL', orderId: 7 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['shipmentId']]);
    expect(
      sendEmailRequestSchema.safeParse({ emailName: 'MAILLABEL', shipmentId: 3 }).success,
    ).toBe(true);
  });

  it('needs an address to send a label by email to', () => {
    const result = sendEmailRequestSchema.safeParse({ emailName: 'LABELS', shipmentId: 3 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['additionalRecipients']]);
    const ok = { emailName: 'LABELS', shipmentId: 3, additionalRecipients: ['shop@example.com'] };
    expect(sendEmailRequestSchema.safeParse(ok).success).toBe(true);
  });

  it('sends a confirmation with an order id alone, and refuses unknown templates', () => {
    expect(
      sendEmailRequestSchema.safeParse({ emailName: 'Confirmation', orderId: 7 }).success,
    ).toBe(true);
    expect(sendEmailRequestSchema.safeParse({ emailName: 'Welcome', orderId: 7 }).success).toBe(
      false,
    );
  });
});
