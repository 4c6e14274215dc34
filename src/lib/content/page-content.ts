import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../firebase';
import { useSubscription } from '../subscription';
import type { PageName } from './defaults';
import { mergeWithDefaults, readSections, type Sections } from './merge';

export type { Sections };

/**
 * The editable texts of one page: one document read, live, with the spec's
 * defaults for every key that is missing, so a page always has words to show.
 */
export function usePageContent(page: PageName): { content: Sections; loading: boolean } {
  const { data, loading } = useSubscription<Sections>(
    (next, fail) => onSnapshot(doc(db, 'pageContent', page), (snap) => next(readSections(snap.get('sections'))), fail),
    page,
  );
  return { content: mergeWithDefaults(page, data), loading };
}
