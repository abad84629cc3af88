import type { QueryClient } from '@tanstack/react-query';

/**
 * Services, options and translations share one root: a change to any of them shows everywhere
 * (a translation renames an option in its service's card, an option changes its service's count).
 */
export const helpServiceKeys = {
  all: ['admin', 'helpservice'] as const,
  list: (params: object) => ['admin', 'helpservice', 'list', params] as const,
  one: (id: string) => ['admin', 'helpservice', 'one', id] as const,
  options: (params: object) => ['admin', 'helpservice', 'options', params] as const,
  optionsOf: (serviceId: string) => ['admin', 'helpservice', 'options-of', serviceId] as const,
  option: (id: string) => ['admin', 'helpservice', 'option', id] as const,
};

/** After any change: every help service query and the record histories. */
export const invalidateHelpServices = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: helpServiceKeys.all }), client.invalidateQueries({ queryKey: ['admin', 'audit'] })]);
