import { CURRENT } from '@/lib/schemas/collections';
import { docRef } from '@/lib/data/refs';

/** standings/current: teams, individuals and birdie leaders, kept by the functions (one read). */
export const standingsRef = () => docRef('standings', CURRENT);
