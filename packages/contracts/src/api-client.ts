import { z } from 'zod';
import { safeText } from './common';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

/**
 * Roles a machine client may hold. `dispatch`: the dispatch calls (/api/dispatch/...);
 * `integration`: the change feed and webhooks. Admin is for people only and never a client's.
 */
export const API_CLIENT_ROLES = ['dispatch', 'integration'] as const;
export type ApiClientRole = (typeof API_CLIENT_ROLES)[number];

/** Roles the server's guards know: a person's admin, and the machine roles (dispatch is a person's role too). */
export type GuardRole = 'admin' | ApiClientRole;

/** The person's role (the roles table's name) that stands for the dispatch role. */
export const DISPATCH_USER_ROLE = 'DISPATCH';

/** The token subject of a client: never a user id (those are bare UUIDs). */
export const CLIENT_SUBJECT_PREFIX = 'client:';

/** Public client ids: `aed-` and 24 letters and digits (made by the server). */
export const API_CLIENT_ID_PATTERN = /^aed-[a-z0-9]{24}$/;

const clientRoles = z
  .array(z.enum(API_CLIENT_ROLES, { message: `Must be one of ${API_CLIENT_ROLES.join(', ')}` }))
  .min(1, 'Choose at least one role')
  .max(API_CLIENT_ROLES.length)
  .transform((roles) => [...new Set(roles)].sort());

/** POST admin/api-clients: a name people recognise and the client's roles. */
export const apiClientCreateSchema = z.object({
  name: safeText().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
  roles: clientRoles,
});
export type ApiClientCreate = z.input<typeof apiClientCreateSchema>;

/**
 * PUT admin/api-clients/:id: the fields to change, under the rules of a new client; a field left
 * out is kept (If-Match carries the version read). The client id and the secret never change here.
 */
export const apiClientUpdateSchema = apiClientCreateSchema.partial();
export type ApiClientUpdate = z.input<typeof apiClientUpdateSchema>;

/** A client as lists and details show it: never its secret or the secret's hash. */
export const apiClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clientId: z.string(),
  roles: z.array(z.enum(API_CLIENT_ROLES)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The version for If-Match. */
  updatedAt: z.string(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** The answer of a create or a rotation: the only time the secret is ever sent. */
export const apiClientWithSecretSchema = apiClientSchema.extend({ clientSecret: z.string() });
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;

export const API_CLIENT_SORT = ['name', 'clientId', 'createdAt', 'rotatedAt', 'revokedAt', 'lastUsedAt'] as const;
export type ApiClientSortBy = (typeof API_CLIENT_SORT)[number];

/** GET admin/api-clients: searched in name and client id, sorted and paged on the server. */
export const apiClientListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20),
  search: searchParam().describe('Finds the text in the name and the client id; case and diacritics are ignored.'),
  sortBy: z.enum(API_CLIENT_SORT, { message: `Must be one of ${API_CLIENT_SORT.join(', ')}` }).default('name'),
  sortOrder: sortOrderParam('asc'),
});
export type ApiClientListQuery = z.output<typeof apiClientListQuerySchema>;

/** One call a client made: who, what, the answer's status and when. */
export const apiClientCallSchema = z.object({
  clientName: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  at: z.string(),
});
export type ApiClientCall = z.infer<typeof apiClientCallSchema>;

/** GET dispatch/whoami: who the server takes the caller for. */
export const dispatchWhoamiSchema = z.object({
  name: z.string(),
  kind: z.enum(['person', 'client']),
  roles: z.array(z.string()),
});
export type DispatchWhoami = z.infer<typeof dispatchWhoamiSchema>;
