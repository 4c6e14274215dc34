import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every, waitUntil } from '../../scripts/seed/settle';

/** A target whose reads answer 1, 2, 3... and are counted. */
function counter() {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    get: () => Promise.resolve(++reads),
  };
}

describe("the seed's waits read on a timer (every)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads at once, then once per interval after each answer', async () => {
    const target = counter();
    const seen: number[] = [];
    const stop = every(target, 250)(
      (n) => seen.push(n),
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(249);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual([1, 2, 3, 4]);
    stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(target.reads).toBe(4);
  });

  it('a wait ends with the first read that has nothing missing, and reads no more', async () => {
    const target = counter();
    const done = waitUntil('three reads', every(target, 100), (n) => (n >= 3 ? null : `${n} of 3`));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBeUndefined();
    expect(target.reads).toBe(3);
  });

  it('a failed read fails the wait, with its error', async () => {
    const failing = { get: () => Promise.reject(new Error('emulator gone')) };
    const done = waitUntil('anything', every(failing, 100), () => 'never');
    const caught = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await caught).toEqual(new Error('emulator gone'));
  });
});
