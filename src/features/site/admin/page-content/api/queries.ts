import { docRef } from '@/lib/data/refs';
import type { PageName } from '@/lib/schemas/content';

/** The one document of a page's texts: pageContent/{page} with its `sections` map. */
export const pageRef = (page: PageName) => docRef('pageContent', page);
