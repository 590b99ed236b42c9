import type { OrderRequestPackage, Search } from '../schemas';
import { rateRequestPackageOf } from './rateRequest';

/**
 * The boxes of a search as the packages of its order (and of its landed-cost requests): each
 * box as the rate request has it, with its category and step-4 descriptions. When the customer
 * declined premium protection they carry no coverage, as the browser's sub-total charges none.
 * Null while a box is not ready to quote.
 */
export function orderPackagesOf(search: Search): OrderRequestPackage[] | null {
  const declined = search.premiumProtection === false;
  const packages: OrderRequestPackage[] = [];
  for (const [index, box] of search.boxes.entries()) {
    const pkg = rateRequestPackageOf(box);
    if (!pkg) return null;
    const described = box.insideDescription?.trim() || search.descriptions[index]?.trim();
    packages.push({
      ...pkg,
      ...(declined ? { coverage: 0, protectionFee: 0 } : {}),
      category: box.category,
      outsideDescription: box.outsideDescription,
      insideDescription: described || undefined,
      hsCode: box.hsCode?.trim() || undefined,
    });
  }
  return packages;
}
