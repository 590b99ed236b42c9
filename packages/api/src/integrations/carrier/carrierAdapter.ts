import type { RateRequest, ShippingRateSet } from '@bikeship/core/schemas';
import type { PublishedRateTables } from './publishedTables';

/**
 * The carrier interface (DESIGN.md §7): rates, labels' tracking numbers and tracking events.
 * The built-in carrier (`builtInCarrier.ts`: zone × billable weight × service tables, business
 * days from the holiday calendar, simulated tracking) is the embedded default; a real carrier
 * (UPS, FedEx…) implements the same interface.
 *
 * The order area re-rates every stage with `rate` when an order is made: the client's price is
 * never trusted.
 */
export interface CarrierAdapter {
  readonly name: string;

  /**
   * True when `rate` answers exactly the same for the same request, shop day and
   * `quoteIdSeed` — the built-in carrier: tables and place data held in memory. The server then
   * stores a quote's request without its answer, and prices it again when a GET finds it in
   * no process's memory (services/rates.ts). A live carrier's prices move between calls: its
   * answers are stored.
   */
  readonly reproducible?: boolean;

  /**
   * Rates for every stage of a request, each stage's list sorted by price ascending, with
   * dates, transit days, residential and pickup fees and per-package quote ids
   * (core `ShippingRateSet`). `removeSpeeds` drops those speed codes (quote §7: 8 for purposes
   * 146 and 149). `now` is the instant ship dates count from; without it, the carrier's own
   * clock (`createCarrier(config, { now })`: the app's clock, which tests move). `quoteIdSeed`
   * (a reproducible carrier): the quote ids are made from it — the rate request's own id, as
   * unguessable — rather than drawn at random, so pricing the request again gives the same ids.
   *
   * A request the carrier cannot quote (an unknown place, a country it does not serve, an
   * unknown pickup option, no ship date within the search window) throws a
   * `CarrierInputError`: a 400 naming the field.
   */
  rate(
    request: RateRequest,
    options?: { removeSpeeds?: readonly number[]; now?: Date; quoteIdSeed?: string },
  ): Promise<ShippingRateSet>;

  /** A new, unique tracking number for one package of a booked stage. */
  trackingNumberFor(input: { shipmentId: number; boxId: number; serviceCode: number }): string;

  /**
   * Tracking events of a package up to `now`: label created, picked up, in transit, out for
   * delivery, delivered — derived from the stage's ship date and transit days.
   */
  trackingEvents(input: TrackingInput, now: Date): TrackingEvent[];

  /**
   * The carrier's zones, weight brackets, services and surcharges for the site's "dimensions
   * and rates" page (GET /api/Rates/tables). Optional: a real carrier's contract rates may not
   * be published.
   */
  publishedTables?(): PublishedRateTables;
}

export interface TrackingInput {
  trackingNumber: string;
  serviceCode: number;
  /** When the label was made (ISO); null when the time was not recorded. */
  labelCreatedAt: string | null;
  shipDate: string;
  deliverDate: string | null;
  fromCity: string;
  toCity: string;
}

export interface TrackingEvent {
  /** ISO date-time. */
  time: string;
  status: 'label_created' | 'picked_up' | 'in_transit' | 'out_for_delivery' | 'delivered';
  description: string;
  location: string;
}
