/* An AED as the API takes it, with nothing heavy imported: the browser tests use it too. */

/** An AED the admin form would accept (any field can be replaced: `{ ...newAedPayload(d), city }`). */
export const newAedPayload = (description: string) => ({
  description,
  accessibility: 'FULL_24H',
  locationDescription: 'Left of the main entrance',
  model: 'Philips HeartStart FRx',
  serialNumber: 'SN-0001',
  maintainer: 'Občina Test',
  address: 'Trg 1',
  postalCode: '1000',
  city: 'Ljubljana',
  country: 'Slovenia',
  latitude: 46.0511,
  longitude: 14.5051,
  contactPhoneNumber: '+386 1 555 0100',
  contactEmail: 'aed@example.com',
});
