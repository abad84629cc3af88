/** Demo sign-ins for the embedded default; listed in the README. Never seeded in production. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@aedatlas.test', password: 'Admin123!', firstName: 'Marko', lastName: 'Kranjc', roles: ['ADMIN', 'USER'] },
  { email: 'member@aedatlas.test', password: 'Member123!', firstName: 'Ana', lastName: 'Novak', roles: ['USER'] },
] as const;
