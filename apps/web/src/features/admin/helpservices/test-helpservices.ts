import type { HelpService, HelpServiceOption, Localization } from '@aedatlas/contracts';
import { reportAvailable } from '../../../lib/service-status';
import { storeSession } from '../../../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../../../test/tokens';

// Fixtures of the component tests: a service with two options, named as the demo data names them.
export const SERVICE_ID = '7e1c0000-0000-4000-8000-000000000001';
export const OPTION_ID = '7e1c0000-0000-4000-8000-000000000011';
export const OTHER_OPTION_ID = '7e1c0000-0000-4000-8000-000000000012';
const at = '2025-05-01T10:00:00.000Z';

export const loc = (entityId: string, entityType: 'SERVICE' | 'OPTION', locale: string, fieldValue: string, n: number): Localization => ({
  id: `7e1c0000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  entityId,
  entityType,
  locale,
  fieldName: 'display_value',
  fieldValue,
  createdAt: at,
  updatedAt: at,
});

export const option = (id: string, key: string, name: string, extra: Partial<HelpServiceOption> = {}): HelpServiceOption => ({
  id,
  serviceId: SERVICE_ID,
  serviceKey: 'first_aid',
  serviceName: 'First aid',
  key,
  category: 'first_aid',
  icon: `/icons/helpservices/${key}.svg`,
  visible: true,
  displayName: name,
  localizations: [loc(id, 'OPTION', 'en', name, id === OPTION_ID ? 11 : 12)],
  createdAt: at,
  updatedAt: at,
  ...extra,
});

export const cpr = option(OPTION_ID, 'cpr', 'CPR (resuscitation)');
export const burns = option(OTHER_OPTION_ID, 'burns', 'Burns', { visible: false });

export const firstAid: HelpService = {
  id: SERVICE_ID,
  key: 'first_aid',
  icon: '/icons/helpservices/first-aid.svg',
  visible: true,
  displayName: 'First aid',
  options: [burns, cpr],
  localizations: [loc(SERVICE_ID, 'SERVICE', 'en', 'First aid', 1), loc(SERVICE_ID, 'SERVICE', 'si', 'Prva pomoč', 2)],
  createdAt: at,
  updatedAt: at,
};

export const hiddenService: HelpService = { ...firstAid, id: '7e1c0000-0000-4000-8000-000000000002', key: 'blood_donation', displayName: 'Blood donation', visible: false, options: [], localizations: [] };

export const paged = <T>(data: T[]) => ({ data, page: 0, pageSize: 20, totalCount: data.length, totalPages: data.length ? 1 : 0 });

/**
 * Signs the admin in. Also marks the service available: a request a previous test left in flight
 * may end after its fake network is gone, and the outage banner it raises must not leak.
 */
export function signInAdmin() {
  reportAvailable();
  storeSession(makeAccessToken(adminClaims));
}
