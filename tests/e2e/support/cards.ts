/**
 * A group on the course today, written with the Admin SDK for the card specs
 * (issue 28): its own members, a 9-hole course with 9-hole ratings, a
 * tournament today on it with its groups published, the registrations, the
 * group (the first member marks) and an open card for each player, as the
 * functions create them. Nothing of the seeded season is touched.
 */
import { cardDoc, courseDoc, groupDoc, type CardDoc, type CourseDoc } from '../../../src/lib/schemas/scoring';
import { tournamentRegistrationFor } from '../../support/builders';
import { emulatorDb, readAs } from './admin-sdk';
import { makeActiveMember, makeTournament, type TestMember } from './members';

/** Par 4s and 3s and a 5, stroke indexes a permutation of 1-9. */
export const NINE_HOLES: CourseDoc['holes'] = [
  { par: 4, strokeIndex: 3 },
  { par: 4, strokeIndex: 7 },
  { par: 3, strokeIndex: 9 },
  { par: 5, strokeIndex: 1 },
  { par: 4, strokeIndex: 5 },
  { par: 3, strokeIndex: 8 },
  { par: 4, strokeIndex: 2 },
  { par: 5, strokeIndex: 6 },
  { par: 4, strokeIndex: 4 },
];
export const TEE = { name: 'White', courseRating: 35.1, slopeRating: 126 };

export interface GroupOnCourse {
  tournamentId: string;
  name: string;
  course: CourseDoc;
  /** In the group's order; the first is the marker. */
  players: (TestMember & { handicap: number })[];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An open card as the functions create it on registration (derived fields not yet computed). */
function cardFor(groupId: string, markerId: string, handicapIndex: number): CardDoc {
  return cardDoc.parse({
    strokes: {},
    playerStrokes: {},
    status: 'open',
    disputedHole: null,
    groupId,
    markerId,
    handicapIndex,
    courseHandicap: null,
    playingHandicap: null,
    gross: 0,
    net: 0,
    points: 0,
    birdies: 0,
    thru: 0,
  });
}

export async function makeGroupOnCourse(label: string, people: { name: string; handicap: number }[]): Promise<GroupOnCourse> {
  const db = emulatorDb();
  const players = [];
  for (const p of people) players.push({ ...(await makeActiveMember(p.name, { handicap: p.handicap })), handicap: p.handicap });
  const course = courseDoc.parse({ name: `${label} Nine`, holes: NINE_HOLES, tees: [TEE] });
  const courseId = `e2e-course-${unique()}`;
  await db.doc(`courses/${courseId}`).set(course);
  const name = `${label} ${unique()}`;
  const tournamentId = await makeTournament(name, {
    date: new Date(),
    teeOffTime: '07:30',
    location: 'Test Links',
    courseId,
    teeName: TEE.name,
    handicapAllowance: 95,
    groupsPublished: true,
    registeredCount: players.length,
  });
  const marker = players[0]!;
  const batch = db.batch();
  for (const p of players)
    batch.set(db.doc(`tournaments/${tournamentId}/registrations/${p.uid}`), tournamentRegistrationFor(p, { handicap: p.handicap }));
  batch.set(
    db.doc(`tournaments/${tournamentId}/groups/g1`),
    groupDoc.parse({ teeTime: '08:10', startHole: 1, memberIds: players.map((p) => p.uid), markerId: marker.uid }),
  );
  for (const p of players)
    batch.set(db.doc(`tournaments/${tournamentId}/cards/${p.uid}`), cardFor('g1', marker.uid, p.handicap), { merge: true });
  await batch.commit();
  return { tournamentId, name, course, players };
}

/** A player's card as stored (the app's read shape). */
export const readCard = (tournamentId: string, uid: string) => readAs('tournamentCards', `tournaments/${tournamentId}/cards/${uid}`);
