import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  TEE_TIME_DEFAULT_PLAYERS,
  eventRoom,
  isFull,
  nightPlacesLeft,
  placesHeld,
  placesLeft,
  teeTimeMax,
  teeTimeRoom,
} from '@/lib/capacity';
import { teeTimeRead } from '@/lib/schemas/par3';

describe('is this event or tee time full? (src/lib/capacity.ts)', () => {
  it('full when every place is taken, or more after a lowered limit', () => {
    expect(isFull({ max: 4, taken: 3 })).toBe(false);
    expect(isFull({ max: 4, taken: 4 })).toBe(true);
    expect(isFull({ max: 2, taken: 3 })).toBe(true);
    expect(placesLeft({ max: 2, taken: 3 })).toBe(0);
    expect(placesLeft({ max: 8, taken: 3 })).toBe(5);
  });
  it('a stored tee time without a limit has the default 4 places; missing counters are 0', () => {
    expect(teeTimeMax(undefined)).toBe(4);
    expect(teeTimeRoom({ currentParticipants: 4 })).toEqual({ max: 4, taken: 4 });
    expect(isFull(teeTimeRoom({ currentParticipants: 3 }))).toBe(false);
    expect(eventRoom({ maxParticipants: 40 })).toEqual({ max: 40, taken: 0 });
    // The schema reads a stored tee time with the same default.
    expect(teeTimeRead.parse({ teeTime: '18:00' }).maxParticipants).toBe(TEE_TIME_DEFAULT_PLAYERS);
  });
  it('someone holds a place only where the counter is above 0 (missing or unreadable: no one)', () => {
    expect(placesHeld(1)).toBe(true);
    expect(placesHeld(12)).toBe(true);
    expect(placesHeld(0)).toBe(false);
    expect(placesHeld(undefined)).toBe(false);
    expect(placesHeld(Number.NaN)).toBe(false);
  });
  it("a Par 3 night's free places: its own limit and its tee times' together", () => {
    expect(
      nightPlacesLeft({ max: 10, taken: 2 }, [
        { max: 4, taken: 4 },
        { max: 4, taken: 1 },
      ]),
    ).toBe(3);
    expect(nightPlacesLeft({ max: 10, taken: 9 }, [{ max: 4, taken: 0 }])).toBe(1);
    expect(nightPlacesLeft({ max: 10, taken: 0 }, [])).toBe(0);
  });
  it("firestore.rules's one hand-written copy of the tee time default is the core's", () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const defaults = [...rules.matchAll(/opt\(incoming\(\), 'maxParticipants'\) == null \? (\d+) :/g)].map((m) => Number(m[1]));
    expect(defaults.length).toBeGreaterThan(0);
    for (const d of defaults) expect(d).toBe(TEE_TIME_DEFAULT_PLAYERS);
  });
});
