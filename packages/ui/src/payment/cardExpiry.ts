const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/**
 * The expiry as people type it, shown as MM / YY: '1229' is 12 / 29, '4' is 04, '1/29' is
 * 01 / 29, autofill's '12/2029' is 12 / 29. The separator appears only with a year digit, so
 * deleting back over it never gets stuck.
 */
export function formatExpiry(typed: string): string {
  const [before = '', after] = typed.split('/');
  let digits = digitsOf(before);
  if (/^[2-9]/.test(digits) || (after !== undefined && digits.length === 1)) digits = `0${digits}`;
  let year = after === undefined ? digits.slice(2) : digitsOf(after);
  year = year.length === 4 ? year.slice(2) : year.slice(0, 2);
  const month = digits.slice(0, 2);
  return year ? `${month} / ${year}` : month;
}
