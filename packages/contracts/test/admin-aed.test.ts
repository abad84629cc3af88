import { describe, expect, it } from 'vitest';
import { aedCreateSchema, aedUpdateSchema } from '../src';

/** The first message for each field of a refused input. */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('AED floor and cabinet notes in the admin form schemas', () => {
  it('trim, turn blanks into null and are optional', () => {
    expect(aedUpdateSchema.parse({ floor: ' -1 ', cabinetNotes: '  Key at reception.\n' })).toMatchObject({ floor: '-1', cabinetNotes: 'Key at reception.' });
    expect(aedUpdateSchema.parse({ floor: '   ', cabinetNotes: '' })).toMatchObject({ floor: null, cabinetNotes: null });
    expect(aedUpdateSchema.parse({})).not.toHaveProperty('floor');
  });

  it('take a floor of 20 characters and notes of 500, and say which is too long', () => {
    expect(aedUpdateSchema.safeParse({ floor: 'x'.repeat(20), cabinetNotes: 'n'.repeat(500) }).success).toBe(true);
    expect(messages(aedUpdateSchema.safeParse({ floor: 'x'.repeat(21), cabinetNotes: 'n'.repeat(501) }))).toEqual({
      floor: 'Floor is too long.',
      cabinetNotes: 'Cabinet Notes is too long.',
    });
  });

  it('refuse control characters in them and in the other texts, but not line breaks', () => {
    expect(messages(aedUpdateSchema.safeParse({ floor: '1\u0000', cabinetNotes: 'a\u0007b', notes: 'x\u001Fy' }))).toEqual({
      floor: 'Must not contain control characters',
      cabinetNotes: 'Must not contain control characters',
      notes: 'Must not contain control characters',
    });
    expect(messages(aedCreateSchema.safeParse({ description: 'Hall\u0000' })).description).toBe('Must not contain control characters');
    expect(messages(aedCreateSchema.safeParse({})).description).toBe('Description is required.');
    expect(aedUpdateSchema.parse({ cabinetNotes: 'Locked.\r\n\tKey at reception.' }).cabinetNotes).toBe('Locked.\r\n\tKey at reception.');
  });
});
