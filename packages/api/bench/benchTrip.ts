/**
 * The guest trip the load scripts order (npm run bench's order flow, npm run soak): one bike box
 * from San Francisco to Boulder, with the step-3 addresses a customer types.
 */
export const box = {
  name: 'Bike box',
  category: 'BIKE',
  length: 54,
  width: 8,
  height: 30,
  weight: 40,
  value: 2000,
  coverage: 2000,
};
export const sanFrancisco = {
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94103',
  countryCode: 'US',
};
export const boulder = { city: 'Boulder', state: 'CO', postalCode: '80302', countryCode: 'US' };

/** The address of `place` at `street`, for a customer whose first name says which script. */
export const addressAt = (place: typeof sanFrancisco, street: string, firstName: string) => ({
  firstName,
  lastName: 'Rider',
  address1: street,
  city: place.city,
  state: place.state,
  postalCode: place.postalCode,
  country: { code: place.countryCode, name: 'United States' },
  phone: '303-555-0100',
  isResidential: false,
});
