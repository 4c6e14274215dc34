/**
 * What crosses between a visitor's page and the worker that runs its Firestore (decision 0028): values made
 * fit for a structured clone (live-follow.ts `cloneable`), a query's rows sent with only what changed and put
 * together again with every unchanged row the same object (`rowsSender`, live-worker-client.ts
 * `rowsReceiver`), and the server's reachability told from the worker's answers (connection.ts
 * `serverReachability`, with a clock the test controls). Each crossing goes through `structuredClone`, as
 * `postMessage` does.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { Bytes, GeoPoint, Timestamp, doc, getFirestore } from 'firebase/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { isConnected, serverReachability, setServerState } from '@/lib/connection';
import { cloneable, rowsSender } from '@/lib/data/live-follow';
import { rowsReceiver } from '@/lib/data/live-worker-client';

const app = initializeApp({ projectId: 'demo-live-worker', apiKey: 'test' }, 'live-worker-test');
afterAll(() => deleteApp(app));

describe('cloneable', () => {
  it("writes the SDK's values as the page's own data reads them, and drops what cannot cross", () => {
    const ref = doc(getFirestore(app), 'tournaments/t1');
    const moment = new Date('2026-11-29T07:00:00Z');
    const value = {
      id: 'a',
      when: moment,
      unknown: {
        ref,
        at: new GeoPoint(25.1, 55.2),
        bytes: Bytes.fromUint8Array(new Uint8Array([1, 2])),
        stamp: Timestamp.fromDate(moment),
      },
      list: [ref, 1, 'x', null],
      callback: () => 1,
    };
    // The SDK's reference holds its whole Firestore: it cannot be cloned as it is.
    expect(() => structuredClone(value)).toThrow();
    const crossed = structuredClone(cloneable(value)) as Record<string, unknown>;
    expect(crossed).toEqual({
      id: 'a',
      when: moment,
      unknown: {
        ref: { path: 'tournaments/t1', id: 't1' },
        at: { latitude: 25.1, longitude: 55.2 },
        bytes: new Uint8Array([1, 2]),
        stamp: moment,
      },
      list: [{ path: 'tournaments/t1', id: 't1' }, 1, 'x', null],
      callback: undefined,
    });
    expect(crossed.when).toBeInstanceOf(Date);
  });
});

describe("a query's rows across the worker", () => {
  it('sends a row only when it is new or changed, and the page keeps every other row as the same object', () => {
    const send = rowsSender();
    const receive = rowsReceiver();
    const cross = (rows: readonly unknown[]) => receive(structuredClone(send(rows)));
    const a = { id: 'a', name: 'Majlis' };
    const b = { id: 'b', name: 'Faldo' };
    const first = cross([a, b]);
    expect(first).toEqual([a, b]);

    // The reader keeps `a` as the same object; `b` changed (a new object); `c` is new; the order is the answer's.
    const changedB = { id: 'b', name: 'Faldo (renamed)' };
    const c = { id: 'c', name: 'Earth' };
    const sent = send([c, a, changedB]);
    expect(sent).toEqual([['c', c], ['a'], ['b', changedB]]);
    const second = receive(structuredClone(sent));
    expect(second).toEqual([c, a, changedB]);
    expect(second[1]).toBe(first[0]);
    expect(second[2]).not.toBe(first[1]);

    // A row that left the answer is gone; one that comes back is sent again.
    expect(cross([a])).toEqual([a]);
    expect(send([a, changedB])).toEqual([['a'], ['b', changedB]]);
  });
});

describe("the server's reachability from a followed document's answers", () => {
  afterEach(() => {
    vi.useRealTimers();
    setServerState('unknown');
  });

  it('is unreachable 10 s after answers from the cache alone before the server ever answered, 2 s after once it had', () => {
    vi.useFakeTimers();
    const reach = serverReachability();
    reach.answer(true);
    vi.advanceTimersByTime(9_999);
    expect(isConnected()).toBe(true); // (unknown: the browser's flag)
    vi.advanceTimersByTime(1);
    expect(isConnected()).toBe(false);
    reach.answer(false);
    expect(isConnected()).toBe(true);
    reach.answer(true);
    vi.advanceTimersByTime(1_999);
    expect(isConnected()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isConnected()).toBe(false);
    reach.fail();
    expect(isConnected()).toBe(true);
  });
});
