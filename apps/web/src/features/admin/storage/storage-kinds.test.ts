import { describe, expect, it } from 'vitest';
import { groupFilesByKind, kindGroupOf } from './storage-kinds';
import { crumbsOf, folderFromAddress, joinPath, parentOf } from './storage-path';

describe('storage stats grouping (002 §3)', () => {
  it('groups content types into image, video, document (application/ and text/) and other', () => {
    expect(
      groupFilesByKind({ 'image/png': 3, 'image/jpeg': 2, 'video/mp4': 1, 'application/pdf': 4, 'text/csv': 1, 'application/octet-stream': 2, 'audio/mpeg': 5, '': 1 }),
    ).toEqual({ image: 5, video: 1, document: 7, other: 6 });
  });

  it('reads types in any case and counts nothing for no files', () => {
    expect(kindGroupOf('IMAGE/WEBP')).toBe('image');
    expect(kindGroupOf('Text/Plain; charset=utf-8')).toBe('document');
    expect(groupFilesByKind({})).toEqual({ image: 0, video: 0, document: 0, other: 0 });
  });
});

describe('storage paths', () => {
  it('walks up and down without a leading slash; the root is empty', () => {
    expect(joinPath('', 'uploads')).toBe('uploads');
    expect(joinPath('uploads', 'aeds')).toBe('uploads/aeds');
    expect(parentOf('uploads/aeds')).toBe('uploads');
    expect(parentOf('uploads')).toBe('');
  });

  it('builds the breadcrumb from Root', () => {
    expect(crumbsOf('', 'Root')).toEqual([{ label: 'Root', path: '' }]);
    expect(crumbsOf('uploads/res/icons', 'Root').map((c) => c.path)).toEqual(['', 'uploads', 'uploads/res', 'uploads/res/icons']);
  });

  it('takes a folder from the address only when it can be one', () => {
    expect(folderFromAddress('uploads/aeds/')).toBe('uploads/aeds');
    expect(folderFromAddress('../etc')).toBe('');
    expect(folderFromAddress('uploads/.hidden')).toBe('');
    expect(folderFromAddress(null)).toBe('');
  });
});
