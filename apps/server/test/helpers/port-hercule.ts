/**
 * Port Hercule on Monaco's real streets (test/fixtures/README.md), where the first minute's
 * browser test and bench stand: from the north-east quay the west quay is 450 m in a straight
 * line and about 700 m on foot.
 */
export const QUAY = { latitude: 43.7358767, longitude: 7.4273794 };
export const WEST_QUAY = { latitude: 43.7355095, longitude: 7.4217664 };

/** The AED on the west quay, as an admin creates it (POST /api/admin/aed), with anything added. */
export function westQuayAed(extra: Record<string, unknown>) {
  return {
    description: 'West quay',
    accessibility: 'FULL_24H',
    locationDescription: 'On the wall of the harbour office',
    model: 'Philips HeartStart FRx',
    maintainer: 'Port',
    contactPhoneNumber: '+377 93 15 00 00',
    contactEmail: 'port@maintainers.test',
    address: 'Quai Antoine 1er',
    postalCode: '98000',
    city: 'Monaco',
    country: 'Monaco',
    ...WEST_QUAY,
    ...extra,
  };
}
