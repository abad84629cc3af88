import { z } from 'zod';

/** What the server tells the web app at start (GET /api/config). */
export const publicConfigSchema = z.object({
  realm: z.string(),
  clientId: z.string(),
  issuer: z.string(),
  mapRequiresLogin: z.boolean(),
  /** Leaflet tile URL template. */
  mapTileUrl: z.string(),
  /** Full or same-origin URL of the public help center list. */
  helpCentersUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
