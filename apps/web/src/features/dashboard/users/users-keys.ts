/** The users resource's query name: its lists and records live under ['admin', this]. */
export const LEGACY_USERS_NAME = 'legacy-user';
