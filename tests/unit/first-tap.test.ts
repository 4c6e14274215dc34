import { describe, expect, it } from 'vitest';
import { median, tapLatency, userMeasures, type EventEntry } from '../../scripts/lib/first-tap';

const entry = (name: string, startTime: number, duration: number, interactionId: number, processing: [number, number]): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
  processingStart: processing[0],
  processingEnd: processing[1],
});

describe('the first tap (scripts/bench-tap.ts)', () => {
  it('is the longest entry of the first interaction after the input, with its input delay and processing', () => {
    const entries = [
      entry('pointerover', 990, 40, 0, [995, 1000]), // not an interaction
      entry('click', 500, 300, 7, [510, 600]), // an earlier tap
      entry('pointerdown', 1000, 48, 11, [1030, 1040]),
      entry('pointerup', 1080, 120, 11, [1100, 1150]),
      entry('click', 1081, 168, 11, [1150, 1230]),
      entry('click', 1500, 400, 12, [1510, 1900]), // a later tap
    ];
    expect(tapLatency(entries, 999)).toEqual({ duration: 168, inputDelay: 30, processing: 200 });
  });

  it('has no figure when every entry was under the threshold', () => {
    expect(tapLatency([entry('mousemove', 1000, 40, 0, [1001, 1002])], 999)).toBeUndefined();
    expect(tapLatency([], 0)).toBeUndefined();
  });

  it('takes medians of odd and even counts, leaving out missing figures', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 400, 200, 300])).toBe(250);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("reads the app's measures (createSystem) out of Lighthouse's user timings, not its marks", () => {
    expect(
      userMeasures([
        { name: 'createSystem:start', timingType: 'Mark' },
        { name: 'createSystem', duration: 52.345, timingType: 'Measure' },
      ]),
    ).toEqual({ createSystem: 52.3 });
  });
});
