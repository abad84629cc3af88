import { z } from 'zod';
import { changesAreaSchema } from './changes';
import { safeText } from './common';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

/**
 * Webhooks on the change feed (docs/integrations.md, "Webhooks"): a subscription posts the changes
 * of its area, signed by the Standard Webhooks scheme, to a URL an admin or a client chose.
 */
export const WEBHOOK_STATES = ['ok', 'retrying', 'failing'] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];

/** The prefix of a subscription's signing secret, as the Standard Webhooks libraries expect it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;

/**
 * Where deliveries go: http or https only, no user or password in it (a secret in a URL ends up
 * in logs and screens). Whether the host is a public address is checked on the server, which
 * resolves it.
 */
export const webhookUrlSchema = safeText()
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters`)
  .superRefine((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a full URL, e.g. https://example.org/hooks/aed' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') ctx.addIssue({ code: 'custom', message: 'Must be an http or https URL' });
    else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'Must not contain a user name or password' });
    else if (!url.hostname) ctx.addIssue({ code: 'custom', message: 'Must name a host' });
  });

/** The area as its text (`municipality:Žiri`, `box:13.3,45.4,16.6,46.9`), checked by the change feed's rule. */
export const webhookAreaSchema = safeText()
  .trim()
  .min(1, 'Area is required')
  .superRefine((text, ctx) => {
    const parsed = changesAreaSchema.safeParse(text);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  });

const digestEmail = z
  .union([z.literal('').transform(() => null), z.null(), z.email({ message: 'Must be an email address' }).max(254, 'At most 254 characters')])
  .optional();

/** POST /api/webhooks. `after`: the seq to start after (the last one the receiver applied); now when left out. */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  area: webhookAreaSchema,
  digestEmail,
  active: z.boolean().default(true),
  after: z.number({ message: 'Must be a number' }).int('Must be a whole number').min(0, 'Must be 0 or more').max(Number.MAX_SAFE_INTEGER, 'Too large').optional(),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** PUT /api/webhooks/:id: the fields to change (If-Match carries the version read). */
export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  area: webhookAreaSchema.optional(),
  digestEmail,
  active: z.boolean().optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** Where a subscription is in the feed and how its last deliveries went. */
export const webhookDeliveryStateSchema = z.object({
  state: z.enum(WEBHOOK_STATES),
  /** The last seq the receiver has confirmed (2xx): the next delivery starts after it. */
  lastDeliveredSeq: z.number().int(),
  /** Failed attempts in a row. */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
});
export type WebhookDeliveryState = z.infer<typeof webhookDeliveryStateSchema>;

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  area: z.string(),
  digestEmail: z.string().nullable(),
  active: z.boolean(),
  /** Who it belongs to: an admin (a person) or an API client. */
  owner: z.object({ kind: z.enum(['user', 'client']), id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** The version for If-Match. */
  updatedAt: z.string(),
  delivery: webhookDeliveryStateSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of a create or a rotation: the only time the signing secret is ever sent. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_SORT = ['url', 'area', 'createdAt', 'state'] as const;

/** GET /api/webhooks: searched in URL, area and digest address, sorted and paged on the server. */
export const webhookListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20),
  search: searchParam().describe('Finds the text in the URL, the area and the digest address; case and diacritics are ignored.'),
  sortBy: z.enum(WEBHOOK_SORT, { message: `Must be one of ${WEBHOOK_SORT.join(', ')}` }).default('createdAt'),
  sortOrder: sortOrderParam('desc'),
});
export type WebhookListQuery = z.output<typeof webhookListQuerySchema>;

/** One attempt to deliver (changes or a test ping) and what the receiver answered. */
export const webhookAttemptSchema = z.object({
  webhookId: z.string(),
  kind: z.enum(['changes', 'ping']),
  firstSeq: z.number().int().nullable(),
  lastSeq: z.number().int().nullable(),
  changes: z.number().int(),
  ok: z.boolean(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** The answer of POST /api/webhooks/:id/test. */
export const webhookPingResultSchema = webhookAttemptSchema.pick({ webhookId: true, ok: true, status: true, error: true, durationMs: true });
export type WebhookPingResult = z.infer<typeof webhookPingResultSchema>;
