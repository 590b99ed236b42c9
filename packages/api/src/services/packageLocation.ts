import type { PackageLocationResponse } from '@bikeship/core/schemas';
import { HttpError } from '../http/httpError';

/**
 * Where a package is (GET /api/PackageLocation/{code}).
 *
 * DECISION (issue 3): there are no packages yet — orders, their packages and tracking codes
 * arrive with issue 4, whose built-in carrier (DESIGN.md §7: "simulated tracking events")
 * replaces the body of this function with a lookup of the code among booked packages and their
 * scans. Until then every code is unknown, and the answer says so; nothing is made up.
 */
export function trackPackage(code: string): PackageLocationResponse {
  throw new HttpError(404, `No package with tracking code ${code}`);
}
