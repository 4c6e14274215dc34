import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../firebase';
import { useSubscription } from '../subscription';
import { pageDefaults, type PageName } from './defaults';

export type Sections = Record<string, string>;

function subscribePage(page: PageName, next: (s: Sections) => void, fail: (e: unknown) => void) {
  return onSnapshot(
    doc(db, 'pageContent', page),
    (snap) => {
      const sections: unknown = snap.get('sections');
      const clean: Sections = {};
      if (sections && typeof sections === 'object') {
        for (const [key, value] of Object.entries(sections)) {
          if (typeof value === 'string' && value.trim() !== '') clean[key] = value;
        }
      }
      next(clean);
    },
    fail,
  );
}

/** Stored sections over the page's defaults (defaults fill any missing key). */
export function mergeWithDefaults(page: PageName, stored: Sections | undefined): Sections {
  return { ...pageDefaults[page], ...stored };
}

/**
 * The editable texts of one page: one document read, live, with the spec's
 * defaults for every key that is missing, so a page always has words to show.
 */
export function usePageContent(page: PageName): { content: Sections; loading: boolean } {
  const { data, loading } = useSubscription<Sections>((next, fail) => subscribePage(page, next, fail), page);
  return { content: mergeWithDefaults(page, data), loading };
}
