import { describe, expect, it } from 'vitest';
import { reviewFigureOf } from './reviewFigure';

describe('Review count is shown in thousands with one decimal (quote §5)', () => {
  it('divides by 1000 and keeps one decimal, with a k', () => {
    expect(reviewFigureOf('12345')).toBe('12.3k');
    expect(reviewFigureOf('12418')).toBe('12.4k');
    expect(reviewFigureOf('950')).toBe('1.0k');
    expect(reviewFigureOf(' 4000 ')).toBe('4.0k');
  });

  it('shows no figure rather than a wrong one: none stored, not a number, zero or less', () => {
    expect(reviewFigureOf(null)).toBeNull();
    expect(reviewFigureOf('')).toBeNull();
    expect(reviewFigureOf('many')).toBeNull();
    expect(reviewFigureOf('0')).toBeNull();
    expect(reviewFigureOf('-12')).toBeNull();
  });
});
