import { describe, expect, it } from 'vitest';
import { settled } from '@/lib/data/use-live';

/**
 * useLive keeps the state it shows when a listener answers with what is already shown (from the cache, then
 * the server's confirmation: new objects, the same rows), so React renders nothing again; any real change,
 * error or other read replaces it.
 */
const rows = () => [
  { id: 'a', name: 'Spring Medal', startsAt: new Date('2026-12-05T07:00:00Z'), fees: { member: 150 }, tags: ['medal'] },
  { id: 'b', name: 'Winter Cup', startsAt: new Date('2026-12-19T07:00:00Z'), fees: { member: 200 }, tags: [] },
];
const state = (data: unknown, patch: object = {}) => ({
  source: 'news',
  attempt: 0,
  loading: false,
  error: undefined as unknown,
  data,
  ...patch,
});

describe('settled: the state after a live answer', () => {
  it('keeps the shown state, the same object, when the answer says the same in new objects', () => {
    const shown = state(rows());
    expect(settled(shown, state(rows()))).toBe(shown);
    const doc = state({ id: 'site_settings', chat_number: '+971500000000', updatedAt: new Date(5) });
    expect(settled(doc, state({ id: 'site_settings', chat_number: '+971500000000', updatedAt: new Date(5) }))).toBe(doc);
    const missing = state(null);
    expect(settled(missing, state(null))).toBe(missing);
  });

  it('takes the answer when anything in it changed: a field, a date, a row, their order, a key', () => {
    const shown = state(rows());
    const changes: ((list: ReturnType<typeof rows>) => unknown)[] = [
      (list) => (list[0]!.name = 'Spring Medal (final)'),
      (list) => (list[1]!.startsAt = new Date('2026-12-20T07:00:00Z')),
      (list) => (list[0]!.fees.member = 175),
      (list) => list[1]!.tags.push('cup'),
      (list) => list.reverse(),
      (list) => list.pop(),
      (list) => Object.assign(list[0]!, { venue: 'Els Club' }),
    ];
    for (const change of changes) {
      const list = rows();
      change(list);
      const next = state(list);
      expect(settled(shown, next)).toBe(next);
    }
  });

  it('takes the answer when it ends loading, reads another source or attempt, or fails', () => {
    const loading = state(undefined, { loading: true, source: null, attempt: -1 });
    const first = state(undefined);
    expect(settled(loading, first)).toBe(first);
    const shown = state(rows());
    for (const next of [state(rows(), { source: 'tournaments' }), state(rows(), { attempt: 1 })]) expect(settled(shown, next)).toBe(next);
    const failure = state(undefined, { error: new Error('unavailable') });
    expect(settled(shown, failure)).toBe(failure);
    const again = state(undefined, { error: new Error('unavailable') });
    expect(settled(failure, again)).toBe(again);
  });
});
