import { describe, expect, it } from 'vitest';
import { formatCustomersServed, formatReviewCount, formatUsd } from './format';

describe('customers served with en-US thousands separators (shell §1)', () => {
  it('groups thousands with commas', () => {
    expect(formatCustomersServed(1234567)).toBe('1,234,567');
    expect(formatCustomersServed('250000')).toBe('250,000');
    expect(formatCustomersServed(999)).toBe('999');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatCustomersServed('n/a')).toBe('');
    expect(formatCustomersServed('')).toBe('');
    expect(formatCustomersServed(undefined)).toBe('');
  });
});

describe('review count in thousands with one decimal (quote §5, §9)', () => {
  it('divides by 1000 and keeps one decimal', () => {
    expect(formatReviewCount(12345)).toBe('12.3');
    expect(formatReviewCount('4000')).toBe('4.0');
    expect(formatReviewCount(1_234_567)).toBe('1,234.6');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatReviewCount(null)).toBe('');
  });
});

describe('USD money (shell §1, quote §9)', () => {
  it('formats dollars with the sign, separators and cents', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-5)).toBe('-$5.00');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('');
  });
});
