/**
 * The data contract's fixed values, without zod (issue 30, decision 0030): what a public page's code needs
 * before it has hydrated. A page hydrates from the values the server parsed (page-data.ts), so zod and the
 * schemas load only where something is parsed or a form is filled in. The schema modules that own these
 * values re-export them: import them from here in code a public page runs at start-up.
 */

/** The region the functions run in unless configured (functions' FUNCTIONS_REGION, the app's VITE_FIREBASE_FUNCTIONS_REGION). */
export const DEFAULT_REGION = 'us-central1';

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** sponsors/{id} (admin spec section 5): the tiers, highest first. */
export const SPONSOR_TIERS = ['platinum', 'gold', 'silver'] as const;

/** Hole numbers as a card's map keys: "1".."18". */
export const HOLE_KEYS = Array.from({ length: 18 }, (_, i) => String(i + 1)) as [string, ...string[]];

/** The handicap allowance when a tournament names none (individual stroke play and Stableford, WHS Appendix C). */
export const DEFAULT_ALLOWANCE = 95;

/** bestGross of a member without a gross score (sorts last when ascending). */
export const NO_GROSS = 999;

export const TEE_TIME_DEFAULT_PLAYERS = 4;

/** An admin may keep the last 1-3 holes (by card number) off the public board until the cards are verified (issue 29). */
export const MAX_HIDDEN_HOLES = 3;

/** The pages whose texts are editable: pageContent document ids (site_settings holds the site's settings). */
export const PAGE_NAMES = [
  'home',
  'about',
  'teams',
  'join',
  'terms',
  'privacy',
  'news',
  'par3-league',
  'sponsors',
  'tournaments',
  'site_settings',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

/** A digest field's entries as rows with their ids (the shape of a query's rows). */
export const digestRows = <T extends object>(map: Record<string, T>): (T & { id: string })[] =>
  Object.entries(map).map(([id, data]) => ({ ...data, id }));

/**
 * Where every Firestore collection lives (docs/decisions/0001-data-model.md); collections.ts gives each its
 * schema. Subcollection paths name their parent's id in braces; `collectionPath` fills them in.
 */
export const COLLECTION_PATHS = {
  profiles: 'profiles',
  members: 'members',
  roles: 'roles',
  teams: 'teams',
  teamMembers: 'teamMembers',
  tournaments: 'tournaments',
  tournamentRegistrations: 'tournaments/{tournamentId}/registrations',
  tournamentWaitlist: 'tournaments/{tournamentId}/waitlist',
  scores: 'scores',
  standings: 'standings',
  par3Events: 'par3Events',
  teeTimes: 'par3Events/{eventId}/teeTimes',
  par3Registrations: 'par3Events/{eventId}/registrations',
  par3Waitlist: 'par3Events/{eventId}/waitlist',
  par3Scores: 'par3Scores',
  par3Standings: 'par3Standings',
  courses: 'courses',
  tournamentGroups: 'tournaments/{tournamentId}/groups',
  tournamentCards: 'tournaments/{tournamentId}/cards',
  par3Cards: 'par3Events/{eventId}/cards',
  tournamentCorrections: 'tournaments/{tournamentId}/cards/{memberId}/corrections',
  par3Corrections: 'par3Events/{eventId}/cards/{memberId}/corrections',
  news: 'news',
  sponsors: 'sponsors',
  heroSlides: 'heroSlides',
  pageContent: 'pageContent',
  mail: 'mail',
  calendarTokens: 'calendarTokens',
  rosters: 'rosters',
  tournamentBoards: 'tournamentBoards',
  par3Boards: 'par3Boards',
} as const;

export type CollectionName = keyof typeof COLLECTION_PATHS;

/** The id of the one document of standings and par3Standings. */
export const CURRENT = 'current';

type Params<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | Params<Rest> : never;
/** The parent ids a collection path needs (`{ tournamentId }` for tournament registrations; none for top-level ones). */
export type PathParams<K extends CollectionName> = Record<Params<(typeof COLLECTION_PATHS)[K]>, string>;

/** The collection's path with its parent ids filled in: `tournaments/spring/registrations`. */
export function collectionPath<K extends CollectionName>(
  name: K,
  ...params: Params<(typeof COLLECTION_PATHS)[K]> extends never ? [] : [PathParams<K>]
): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  return COLLECTION_PATHS[name].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (!value) throw new Error(`${name}: missing ${key}`);
    return value;
  });
}
