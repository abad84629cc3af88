import type { NearestAed } from '@aedatlas/contracts';
import { describe, expect, it } from 'vitest';
import { makeAed } from '../../test/aed-fixtures';
import { chooseAed } from './choose-aed';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../lib/empty-aed-fields';

const near = (distanceMeters: number, outOfService: string | null = null): NearestAed => ({ ...makeAed({ outOfService }), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters });

describe('the AED the emergency dialog chooses', () => {
  it('passes over one out of service for the next one in service, even when that one is closed', () => {
    const [broken, open, closed] = [near(50, 'used'), near(300), near(120)];
    const statuses = new Map([
      [broken.id, 'OPEN_24_7' as const],
      [open.id, 'OPEN' as const],
      [closed.id, 'CLOSED' as const],
    ]);
    expect(chooseAed([broken, closed, open], statuses)).toMatchObject({ aed: { id: open.id }, fallback: false });
    expect(chooseAed([broken, closed], statuses)).toMatchObject({ aed: { id: closed.id }, fallback: true });
  });

  it('still names the nearest when every one is out of service', () => {
    const only = near(80, 'damaged');
    expect(chooseAed([only], new Map())).toMatchObject({ aed: { id: only.id }, fallback: true });
  });
});
