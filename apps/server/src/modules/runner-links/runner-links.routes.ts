import {
  RUNNER_LINKS_PER_ADDRESS_PER_HOUR,
  apiErrorSchema,
  runnerCodeParamSchema,
  runnerLinkInputSchema,
  runnerLinkSchema,
  runnerStatusInputSchema,
  type Aed,
  type RunnerLink,
  type RunnerStatus,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../plugins/http-errors';
import { getAed } from '../aeds/aeds.repo';
import { usableNowEvaluator } from '../aeds/usable-now';
import { clientHash } from '../street-reports/client-hash';
import { addRunnerLink, advanceRunnerLink, findRunnerLink, linksMadeSince, type RunnerLinkRow } from './runner-links.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const HOUR_MS = 3_600_000;
const ENDED = 'This link has ended or does not exist. Call 112 if help is still needed.';
const tags = ['runner links'];

/** The AED as the runner sees it: where and how to take it, nothing of its keepers. */
async function runnerView(row: RunnerLinkRow, aed: Aed, now: Date): Promise<RunnerLink> {
  const usable = await usableNowEvaluator(now);
  return {
    code: row.code,
    status: row.status as RunnerStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    aed: {
      id: aed.id,
      title: aed.title,
      description: aed.description,
      latitude: aed.latitude,
      longitude: aed.longitude,
      floor: aed.floor,
      locationDescription: aed.locationDescription,
      address: aed.address,
      city: aed.city,
      accessibility: aed.accessibility,
      openingHours: aed.openingHours,
      outdoorCabinet: aed.outdoorCabinet,
      indoorCabinet: aed.indoorCabinet,
      cabinetNotes: aed.cabinetNotes,
      photoUrl: aed.pictures[0]?.url ?? null,
      usableNow: usable(aed),
    },
  };
}

/**
 * "Send someone for the AED". Making a link follows the map's access (with MAP_REQUIRES_LOGIN only
 * a signed-in person makes one); reading one and the runner's news need only its code, so a runner
 * needs no account. No answer is cached: the status changes while the run goes on.
 */
export async function runnerLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const guard = app.config.mapRequiresLogin ? { onRequest: app.authenticate } : {};

  const view = async (row: RunnerLinkRow | undefined, now: Date) => {
    const aed = row && (await getAed(db, row.aedId));
    if (!row || !aed) throw notFound(ENDED);
    return runnerView(row, aed, now);
  };

  app.post(
    '/runner-links',
    {
      ...guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, body: runnerLinkInputSchema, response: { 201: runnerLinkSchema, ...errors } },
    },
    async (request, reply) => {
      const client = clientHash(app.storage.secret, request.ip);
      if ((await linksMadeSince(db, client, new Date(Date.now() - HOUR_MS))) >= RUNNER_LINKS_PER_ADDRESS_PER_HOUR) {
        throw new HttpError(429, 'Too many links from your address. Please try again in an hour.');
      }
      const now = new Date();
      const row = await addRunnerLink(db, request.body.aedId, client, now);
      if (!row) throw notFound('AED not found');
      reply.code(201).header('cache-control', 'no-store');
      return view(row, now);
    },
  );

  app.get(
    '/runner-links/:code',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags, params: runnerCodeParamSchema, response: { 200: runnerLinkSchema, ...errors } } },
    async (request, reply) => {
      const now = new Date();
      reply.header('cache-control', 'no-store');
      return view(await findRunnerLink(db, request.params.code, now), now);
    },
  );

  app.post(
    '/runner-links/:code/status',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, params: runnerCodeParamSchema, body: runnerStatusInputSchema, response: { 200: runnerLinkSchema, ...errors } },
    },
    async (request, reply) => {
      const now = new Date();
      reply.header('cache-control', 'no-store');
      return view(await advanceRunnerLink(db, request.params.code, request.body.status, now), now);
    },
  );
}
