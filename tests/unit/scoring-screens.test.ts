/** The day-of-play screens' own words and walking order (src/features/scoring/model.ts); the scoring is the core's. */
import { describe, expect, it } from 'vitest';
import { playingHandicapOf, playOrder, receivedText, runningText, scoreName, waitingEntriesText } from '@/features/scoring/model';
import { courseHandicap, playingHandicap, scoreCard } from '@/lib/scoring';

const holes = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));

describe('the card screens', () => {
  it('walk the holes from the starting hole round to the one before it', () => {
    expect(playOrder(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(playOrder(10, 18)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(playOrder(12, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('name a score against par and the strokes received', () => {
    expect([2, 3, 4, 5, 6, 7].map((n) => scoreName(n, 4))).toEqual(['Eagle', 'Birdie', 'Par', 'Bogey', 'Double', '+3']);
    expect(scoreName(1, 3)).toBe('Ace');
    expect([0, 1, 2, -1].map(receivedText)).toEqual(['No strokes', '1 stroke', '2 strokes', 'Gives 1 back']);
  });

  it('count the entries waiting to sync in plain words', () => {
    expect(waitingEntriesText(1)).toBe('1 entry waiting to sync');
    expect(waitingEntriesText(36)).toBe('36 entries waiting to sync');
  });

  it('use the playing handicap functions keep, else the core computes it from the index', () => {
    expect(playingHandicapOf({ playingHandicap: 7, handicapIndex: 30 }, holes, null, 95)).toBe(7);
    const tee = { courseRating: 72.5, slopeRating: 113 };
    expect(playingHandicapOf({ playingHandicap: null, handicapIndex: 20 }, holes, tee, 95)).toBe(
      playingHandicap(courseHandicap(20, holes, tee), 95),
    );
    expect(playingHandicapOf({ handicapIndex: 20 }, holes, tee, 95)).toBe(19);
  });

  it('show the running totals of the core', () => {
    const totals = scoreCard(holes, 18, { '1': 5, '2': null, '3': 4 });
    expect(runningText(totals)).toBe(`${totals.points} pts · thru 3 · 9 strokes · 1 pick-up`);
  });
});
