import { describe, expect, it } from 'vitest';
import { stageFeesSchema } from './fees';
import { noticeSchema } from './notice';

describe('notice (shell §3)', () => {
  it('targets home, ship, or ship steps 1 to 5 (shell §2)', () => {
    expect(
      noticeSchema.safeParse({ name: 'n', message: 'm', page: 'ship', pages: [1, 5] }).success,
    ).toBe(true);
    expect(
      noticeSchema.safeParse({ name: 'n', message: 'm', page: 'ship', pages: [6] }).success,
    ).toBe(false);
    expect(noticeSchema.safeParse({ name: 'n', message: 'm', page: 'blog' }).success).toBe(false);
  });

  it('accepts only the four notice types and defaults to info, dismissable and active', () => {
    expect(noticeSchema.parse({ name: 'n', message: 'm' })).toMatchObject({
      type: 'info',
      dismissable: true,
      active: true,
      replacements: [],
    });
    expect(noticeSchema.safeParse({ name: 'n', message: 'm', type: 'alert-danger' }).success).toBe(
      true,
    );
    expect(noticeSchema.safeParse({ name: 'n', message: 'm', type: 'danger' }).success).toBe(false);
  });
});

describe('fees per stage (quote §3, §9)', () => {
  it('has a hazmat fee that is always 0', () => {
    expect(stageFeesSchema.parse({ stage: 1 }).hazMatFee).toBe(0);
    expect(stageFeesSchema.safeParse({ stage: 1, hazMatFee: 12 }).success).toBe(false);
  });
});
