import type { StorageStats } from '@aedatlas/contracts';

export interface KindCounts {
  image: number;
  video: number;
  document: number;
  other: number;
}

/** The group a content type counts under in the stats (002 §3): documents are application/ and text/ types. */
export function kindGroupOf(contentType: string): keyof KindCounts {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('application/') || type.startsWith('text/')) return 'document';
  return 'other';
}

export function groupFilesByKind(filesByType: StorageStats['filesByType']): KindCounts {
  const counts: KindCounts = { image: 0, video: 0, document: 0, other: 0 };
  for (const [type, count] of Object.entries(filesByType)) counts[kindGroupOf(type)] += count;
  return counts;
}

export const isImage = (contentType: string) => kindGroupOf(contentType) === 'image';
