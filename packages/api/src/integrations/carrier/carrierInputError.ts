import { HttpError } from '../../http/httpError';

/**
 * A rate request the carrier cannot quote: an unknown place, a country it does not serve, an
 * unknown pickup option, no ship date in the search window. It IS a 400 with the field named
 * (`stages.0.to`, `stages.1.shipDate`…), so every area that rates (quotes, orders) answers it
 * the same way without translating it.
 */
export class CarrierInputError extends HttpError {
  override name = 'CarrierInputError';

  constructor(propertyName: string, message: string) {
    super(400, message, [{ propertyName, message }]);
  }
}
