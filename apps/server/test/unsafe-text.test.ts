import { UNSAFE_TEXT_MESSAGE } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { findUnsafeText } from '../src/plugins/unsafe-text';

describe('Control characters anywhere in a request', () => {
  it('finds nothing in clean text, numbers, empty parts and raw bytes', () => {
    expect(findUnsafeText({ body: { name: 'Žiri, tab\tand\nline', n: 3, ok: true, none: null }, query: {}, params: undefined })).toBeUndefined();
    expect(findUnsafeText({ body: Buffer.from([0, 1, 2]), query: { q: 'ljubljana' } })).toBeUndefined();
  });

  it('names each field that holds one, keyed like the schema errors', () => {
    expect(findUnsafeText({ body: { name: 'a\u0000b', items: [{ title: 'ok' }, { title: 'x\u0007' }] }, query: { search: '\u001b[31m' }, params: { id: 'fine' } })).toEqual({
      name: UNSAFE_TEXT_MESSAGE,
      'items.1.title': UNSAFE_TEXT_MESSAGE,
      search: UNSAFE_TEXT_MESSAGE,
    });
    expect(findUnsafeText({ body: 'plain text with a NUL \u0000' })).toEqual({ _: UNSAFE_TEXT_MESSAGE });
    expect(findUnsafeText({ body: { broken: 'half a pair \uD800' } })).toEqual({ broken: UNSAFE_TEXT_MESSAGE });
  });

  it('checks the keys too, at the top and inside', () => {
    expect(findUnsafeText({ body: { 'bad\u0000key': 1, meta: { 'x\u0001': 'y', fine: 'z' } } })).toEqual({ _key: UNSAFE_TEXT_MESSAGE, 'meta._key': UNSAFE_TEXT_MESSAGE });
  });

  it('stops at a depth no schema has, without a stack overflow', () => {
    let deep: Record<string, unknown> = { text: '\u0000' };
    for (let i = 0; i < 10_000; i++) deep = { next: deep };
    expect(findUnsafeText({ body: deep })).toBeUndefined();
    let shallow: Record<string, unknown> = { text: '\u0000' };
    for (let i = 0; i < 3; i++) shallow = { next: shallow };
    expect(findUnsafeText({ body: shallow })).toEqual({ 'next.next.next.text': UNSAFE_TEXT_MESSAGE });
  });
});
