import type { Advertisement, News } from '@aedatlas/contracts';
import { searchableText } from '../../../db/text-search';
import { versionedCrud } from '../versioned-crud';
import { advertisements, news } from './content.table';

type AdRow = typeof advertisements.$inferSelect;
type NewsRow = typeof news.$inferSelect;

export const advertisementsRepo = versionedCrud<AdRow, Advertisement>({
  table: advertisements,
  entityType: 'advertisement',
  thisOne: 'This advertisement',
  toDto: (r) => ({ ...r, language: r.language as Advertisement['language'], createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }),
  // 'Search by ad title...' (002 §2): the expression of advertisements_search_fold_trgm.
  searchable: searchableText(advertisements.title),
  sort: { title: advertisements.title, active: advertisements.active, language: advertisements.language, updatedAt: advertisements.updatedAt },
});

export const newsRepo = versionedCrud<NewsRow, News>({
  table: news,
  entityType: 'news',
  thisOne: 'This news item',
  toDto: (r) => ({ ...r, language: r.language as News['language'], createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }),
  searchable: searchableText(news.title, news.text),
  sort: { title: news.title, text: news.text, published: news.published, language: news.language, updatedAt: news.updatedAt },
});
