import {
  advertisementCreateSchema,
  advertisementListQuerySchema,
  advertisementSchema,
  advertisementUpdateSchema,
  newsCreateSchema,
  newsListQuerySchema,
  newsSchema,
  newsUpdateSchema,
} from '@aedatlas/contracts';
import type { FastifyInstance } from 'fastify';
import { versionedCrudRoutes } from '../versioned-crud.routes';
import { advertisementsRepo, newsRepo } from './content.repo';

/** The legacy dashboard's advertisements and news (002 §2, §7), for admins; every change audited. */
export async function legacyContentRoutes(app: FastifyInstance) {
  versionedCrudRoutes(app, {
    path: '/admin/Advertisements',
    tag: 'legacy dashboard',
    repo: advertisementsRepo as never,
    record: advertisementSchema,
    listQuery: advertisementListQuerySchema,
    create: advertisementCreateSchema,
    update: advertisementUpdateSchema,
    notFoundMessage: 'Advertisement not found',
  });
  versionedCrudRoutes(app, {
    path: '/admin/News',
    tag: 'legacy dashboard',
    repo: newsRepo as never,
    record: newsSchema,
    listQuery: newsListQuerySchema,
    create: newsCreateSchema,
    update: newsUpdateSchema,
    notFoundMessage: 'News item not found',
  });
}
