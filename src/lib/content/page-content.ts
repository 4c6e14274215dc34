import { liveDoc } from '../data/live-read';
import { useLive } from '../data/use-live';
import type { PageName } from './defaults';
import { mergeWithDefaults, type Sections } from './merge';

export type { Sections };

/**
 * The editable texts of one page: one document read, live, with the spec's
 * defaults for every key that is missing or blank, so a page always has words
 * to show (also while loading, or when the read fails: `error` says so).
 * Passive (use-live.ts): on a server-rendered page the texts it arrived with are
 * followed live only when the page loads Firestore for another read.
 */
export function usePageContent(page: PageName): { content: Sections; loading: boolean; error: unknown } {
  const live = useLive(liveDoc('pageContent', page), { passive: true });
  return { content: mergeWithDefaults(page, live.data?.sections), loading: live.loading, error: live.error };
}
