// The demo season must stay editable: every document an admin entered passes the rules' validation.
import { doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildSource } from '../../scripts/seed/build/index';
import { allow, useRules } from './env';

const source = buildSource(1, new Date());
const fresh = { updatedAt: serverTimestamp() };

/** path -> [the document as stored (derived counters at 0), the same document saved again by an admin]. */
const entered: Record<string, [DocumentData, DocumentData][]> = {};
const add = (collection: string, path: string, stored: DocumentData, saved: DocumentData = stored) => {
  (entered[collection] ??= []).push([{ path, ...stored }, saved]);
};
for (const { id, data } of source.profiles) add('profiles', `profiles/${id}`, data, { ...data, ...fresh });
for (const { id, data } of source.teams) add('teams', `teams/${id}`, { ...data, totalPoints: 0, memberCount: 0 });
for (const { id, data } of source.teamMembers) add('teamMembers', `teamMembers/${id}`, data);
for (const { id, data } of source.tournaments) add('tournaments', `tournaments/${id}`, { ...data, registeredCount: 0 });
for (const { id, data } of source.scores) add('scores', `scores/${id}`, data);
for (const { id, data } of source.par3Events) add('par3Events', `par3Events/${id}`, { ...data, registeredCount: 0 });
for (const { id, parentId, data } of source.teeTimes) {
  add('par3Events/teeTimes', `par3Events/${parentId}/teeTimes/${id}`, { ...data, currentParticipants: 0 });
}
for (const { id, data } of source.par3Scores) add('par3Scores', `par3Scores/${id}`, data);
for (const { id, data } of source.news) add('news', `news/${id}`, data, { ...data, ...fresh });
for (const { id, data } of source.sponsors) add('sponsors', `sponsors/${id}`, data);
for (const { id, data } of source.heroSlides) add('heroSlides', `heroSlides/${id}`, data);
for (const { id, data } of source.pageContent) add('pageContent', `pageContent/${id}`, data, { ...data, ...fresh });

const { as } = useRules(() =>
  Object.fromEntries(
    Object.values(entered)
      .flat()
      .map(([{ path, ...stored }]) => [path as string, stored]),
  ),
  // Every test saves documents unchanged, so one fixture load serves them all.
  'once',
);

describe('seed conformance', () => {
  it.each(Object.keys(entered))('lets an admin save every seeded %s document unchanged', async (collection) => {
    const rows = entered[collection] ?? [];
    if (rows.length === 0) throw new Error(`the seed has no ${collection}`);
    await Promise.all(
      rows.map(async ([{ path }, saved]) => {
        try {
          await allow(setDoc(doc(as().admin, path as string), saved));
        } catch (error) {
          throw new Error(`${path as string} was refused: ${String(error)}`);
        }
      }),
    );
  });
});
