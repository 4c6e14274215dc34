/**
 * A list a public page shows whole, read from its digest (src/lib/schemas/digests.ts):
 * one document read however long the list, once the functions have built that
 * field. Until then (a new deployment, a tournament nobody has touched since)
 * the field is absent and the list comes from its source query, as before.
 *
 *   const board = useLive(tournamentBoardRef(id));
 *   const scores = useDigestList(board, (b) => b.scores, tournamentScores(id), byPoints);
 */
import type { LiveQuery } from './use-live';
import { useMemo } from 'react';
import { digestRows } from '@/lib/schemas/values';
import { useLive, type Live } from './use-live';

export function useDigestList<D, T extends { id: string }>(
  digest: Live<D | null>,
  field: (digest: D) => Record<string, Omit<T, 'id'>> | undefined,
  source: LiveQuery<T>,
  order?: (a: T, b: T) => number,
): Live<T[]> {
  const entries = digest.data ? field(digest.data) : undefined;
  // The source query only when the digest has answered without the field.
  const fromSource = digest.data !== undefined && entries === undefined;
  const fallback = useLive(fromSource ? source : null, { order });
  const rows = useMemo(() => {
    if (!entries) return undefined;
    const list = digestRows(entries) as T[];
    return order ? list.sort(order) : list;
  }, [entries, order]);

  if (fromSource) return fallback;
  if (rows) return { data: rows, loading: false, error: undefined, retry: digest.retry };
  return { data: undefined, loading: digest.loading, error: digest.error, retry: digest.retry };
}
