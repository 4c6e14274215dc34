/**
 * `after` (src/lib/data/after.ts): how every live read starts once what it waits for is there (the live reads'
 * SDK, the page's bundle in Firestore's cache), with a stop that also works before it has started.
 */
import { describe, expect, it, vi } from 'vitest';
import { after } from '@/lib/data/after';

/** A promise settled by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settledNow = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('after', () => {
  it('starts once the promise resolves, with its value, and its stop stops what started', async () => {
    const ready = deferred<string>();
    const stopped = vi.fn();
    const start = vi.fn(() => stopped);
    const stop = after(ready.promise, start);
    expect(start).not.toHaveBeenCalled();
    ready.resolve('sdk');
    await settledNow();
    expect(start).toHaveBeenCalledWith('sdk');
    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('never starts when stopped before the promise resolves', async () => {
    const ready = deferred<string>();
    const start = vi.fn(() => () => {});
    after(ready.promise, start)();
    ready.resolve('sdk');
    await settledNow();
    expect(start).not.toHaveBeenCalled();
  });

  it('tells `failed` of a rejection, unless stopped first', async () => {
    const first = deferred<string>();
    const failed = vi.fn();
    after(first.promise, () => () => {}, failed);
    first.reject(new Error('chunk refused'));
    await settledNow();
    expect(failed).toHaveBeenCalledWith(new Error('chunk refused'));

    const second = deferred<string>();
    const notTold = vi.fn();
    after(second.promise, () => () => {}, notTold)();
    second.reject(new Error('chunk refused'));
    await settledNow();
    expect(notTold).not.toHaveBeenCalled();
  });
});
