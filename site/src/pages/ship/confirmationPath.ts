/** The confirmation page of a paid order: what a reload or a bookmark opens again. */
export function confirmationPath(orderId: number): string {
  return `/confirmation?order=${encodeURIComponent(String(orderId))}`;
}

/** The order named by /confirmation's `?order=`: a positive whole number, else null. */
export function orderIdOfParam(given: string | null): number | null {
  if (!given || !/^\d+$/.test(given.trim())) return null;
  const id = Number(given);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
