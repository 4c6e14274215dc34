/**
 * The groups panel's pure core (src/features/scoring/admin/draw.ts): a balanced
 * first draw, and edits that keep every group's marker one of its players.
 */
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addMinutes,
  changeGroup,
  drawGroups,
  groupSizes,
  movePlayer,
  reconcile,
  removeGroup,
  unplaced,
  unplacePlayer,
  type DraftGroup,
} from '@/features/scoring/admin/draw';
import { groupDoc } from '@/lib/schemas/scoring';

function ids(prefix = 'g') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

describe('groupSizes', () => {
  it.each([
    [0, []],
    [1, [1]],
    [3, [3]],
    [4, [4]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [4, 3]],
    [9, [3, 3, 3]],
    [10, [4, 3, 3]],
    [13, [4, 3, 3, 3]],
    [40, Array(10).fill(4)],
    [41, [4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3]],
  ])('%i players -> %j', (n, sizes) => {
    expect(groupSizes(n)).toEqual(sizes);
  });

  it('never leaves groups more than one apart, never more than four, and places everyone', () => {
    for (let n = 1; n <= 80; n++) {
      const sizes = groupSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
      expect(sizes.length).toBe(Math.ceil(n / 4));
    }
  });
});

describe('addMinutes', () => {
  it('adds within the day and refuses past midnight or a bad time', () => {
    expect(addMinutes('07:56', 8)).toBe('08:04');
    expect(addMinutes('08:00', 0)).toBe('08:00');
    expect(addMinutes('23:52', 8)).toBeNull();
    expect(addMinutes('8:00', 8)).toBeNull();
    expect(addMinutes('24:00', 0)).toBeNull();
  });
});

describe('drawGroups', () => {
  it('draws 10 players as 4, 3, 3 at 8-minute intervals from the first tee, marker first of each group', () => {
    const groups = drawGroups(players(10), { start: '08:00', interval: 8, newId: ids() });
    expect(groups).toEqual([
      { id: 'g1', teeTime: '08:00', startHole: 1, memberIds: ['m1', 'm2', 'm3', 'm4'], markerId: 'm1' },
      { id: 'g2', teeTime: '08:08', startHole: 1, memberIds: ['m5', 'm6', 'm7'], markerId: 'm5' },
      { id: 'g3', teeTime: '08:16', startHole: 1, memberIds: ['m8', 'm9', 'm10'], markerId: 'm8' },
    ]);
    for (const { teeTime, startHole, memberIds, markerId } of groups)
      expect(groupDoc.safeParse({ teeTime, startHole, memberIds, markerId }).success).toBe(true);
  });

  it('takes a starting hole, lists a player once, and draws nothing from no one', () => {
    const groups = drawGroups(['a', 'b', 'a'], { start: '13:30', interval: 10, startHole: 10, newId: ids() });
    expect(groups).toEqual([{ id: 'g1', teeTime: '13:30', startHole: 10, memberIds: ['a', 'b'], markerId: 'a' }]);
    expect(drawGroups([], { start: '08:00', interval: 8, newId: ids() })).toEqual([]);
  });

  it('refuses a draw whose last tee time runs past the day', () => {
    expect(() => drawGroups(players(12), { start: '23:55', interval: 8, newId: ids() })).toThrow(/group 2 would be past 23:59/);
  });
});

describe('editing the draw', () => {
  const draw = () => drawGroups(players(7), { start: '08:00', interval: 8, newId: ids() }); // 4, 3

  it('moves a player to a group with room; a full group takes no one', () => {
    const moved = movePlayer(draw(), 'm2', 'g2');
    expect(moved.map((g) => g.memberIds)).toEqual([
      ['m1', 'm3', 'm4'],
      ['m5', 'm6', 'm7', 'm2'],
    ]);
    expect(movePlayer(moved, 'm1', 'g2')).toEqual(moved);
  });

  it('gives a group that loses its marker its first remaining player as marker', () => {
    const moved = movePlayer(draw(), 'm1', 'g2');
    expect(moved[0]).toMatchObject({ memberIds: ['m2', 'm3', 'm4'], markerId: 'm2' });
    expect(moved[1]).toMatchObject({ markerId: 'm5' });
  });

  it('makes the first player moved into an empty group its marker', () => {
    const withEmpty = addGroup(draw(), { start: '08:00', interval: 8, newId: () => 'new' });
    expect(withEmpty[2]).toEqual({ id: 'new', teeTime: '08:16', startHole: 1, memberIds: [], markerId: '' });
    const moved = movePlayer(withEmpty, 'm3', 'new');
    expect(moved[2]).toMatchObject({ memberIds: ['m3'], markerId: 'm3' });
  });

  it('changes the marker only to one of the group, and the tee time and hole freely', () => {
    const groups = draw();
    expect(changeGroup(groups, 'g1', { markerId: 'm3' })[0]?.markerId).toBe('m3');
    expect(changeGroup(groups, 'g1', { markerId: 'm5' })[0]?.markerId).toBe('m1');
    expect(changeGroup(groups, 'g2', { teeTime: '09:00', startHole: 10 })[1]).toMatchObject({ teeTime: '09:00', startHole: 10 });
  });

  it('leaves the players of a removed group, or of an unplaced player, unplaced', () => {
    const registered = players(7);
    const removed = removeGroup(draw(), 'g2');
    expect(unplaced(removed, registered)).toEqual(['m5', 'm6', 'm7']);
    const out = unplacePlayer(draw(), 'm1');
    expect(out[0]).toMatchObject({ memberIds: ['m2', 'm3', 'm4'], markerId: 'm2' });
    expect(unplaced(out, registered)).toEqual(['m1']);
  });

  it('drops players no longer registered from stored groups, and names them', () => {
    const stored: DraftGroup[] = draw();
    const { groups, dropped } = reconcile(stored, ['m2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(dropped).toEqual(['m1']);
    expect(groups[0]).toMatchObject({ memberIds: ['m2', 'm3', 'm4'], markerId: 'm2' });
    expect(groups[1]).toBe(stored[1]);
  });
});
