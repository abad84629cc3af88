import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest, unsupportedMediaType } from './http-errors';

/**
 * The one file of a multipart upload and the text fields sent before it, read with `schema`.
 * Not multipart: 415 (or 400 where a route has always said so); no file: 400; fields the schema
 * refuses: 400 with a message per field, the file's bytes drained so the answer goes out at once.
 */
export async function fileAndFields<T>(
  request: FastifyRequest,
  schema: ZodType<T>,
  { invalidMessage, notMultipartStatus = 415 }: { invalidMessage: string; notMultipartStatus?: 400 | 415 },
): Promise<{ part: MultipartFile; fields: T }> {
  if (!request.isMultipart()) {
    const error = notMultipartStatus === 415 ? unsupportedMediaType : badRequest;
    throw error('Send the file as multipart/form-data', { file: 'No file provided' });
  }
  const part = await request.file();
  if (!part) throw badRequest('No file provided', { file: 'No file provided' });
  const values = Object.fromEntries(Object.entries(part.fields).flatMap(([name, field]) => (field && 'value' in field && typeof field.value === 'string' ? [[name, field.value]] : [])));
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    part.file.resume();
    throw badRequest(invalidMessage, Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'file'), i.message])));
  }
  return { part, fields: parsed.data };
}
