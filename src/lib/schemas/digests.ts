import { z } from 'zod';
import { moment } from './common';
import { memberDoc, memberRead } from './member';
import { scoreDoc, scoreRead, tournamentRegistrationDoc, tournamentRegistrationRead } from './tournament';

/**
 * Digests (functions/src/digests): one document that lists, by id, every
 * document of a list a public page shows whole, so the page costs the same
 * reads however large the season grows. Functions keep them; the source
 * documents stay the truth. A field is absent until a function has built it:
 * readers then fall back to the source query (an absent field is "not built
 * yet", never "none").
 */
const entries = <T extends z.ZodType>(entry: T) => z.record(z.string(), entry).optional();

/** rosters/current: every public member card (the teams page and its subs). */
export const rosterDoc = z.strictObject({ cards: entries(memberDoc), updatedAt: moment.optional() });
export const rosterRead = z.looseObject({ cards: entries(memberRead), updatedAt: moment.optional() });

/** tournamentBoards/{tournamentId}: the tournament's registrations (its field) and scores (its results). */
export const tournamentBoardDoc = z.strictObject({
  registrations: entries(tournamentRegistrationDoc),
  scores: entries(scoreDoc),
  updatedAt: moment.optional(),
});
export const tournamentBoardRead = z.looseObject({
  registrations: entries(tournamentRegistrationRead),
  scores: entries(scoreRead),
  updatedAt: moment.optional(),
});

/** A digest field's entries as rows with their ids (the shape of a query's rows). */
export const digestRows = <T extends object>(map: Record<string, T>): (T & { id: string })[] =>
  Object.entries(map).map(([id, data]) => ({ ...data, id }));
