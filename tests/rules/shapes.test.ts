/**
 * Rules held to the shapes (docs/decisions/0009-shapes-defined-once.md): every
 * collection's zod schema (src/lib/schemas) and firestore.rules, its one
 * hand-written twin, must agree.
 * - Client-writable collections: every seeded document parses with the schema
 *   and its writer may save it; for each field, a value of the wrong type or
 *   past a limit (read from the schema itself), a missing field and an unknown
 *   one are refused by BOTH. Where the schema is deliberately stricter than the
 *   rules (steps, trimming, formats the rules cannot express) the case is listed
 *   and asserted both ways, so a difference is a decision, not an accident.
 * - Function-only collections: a document as the functions write it parses with
 *   the schema, and no client (admins included) may write it. The functions
 *   tests parse what the functions really write (tests/functions/helpers.ts readAs).
 */
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections, CURRENT, type CollectionName } from '@/lib/schemas/collections';
import { searchTerms } from '@/lib/member-search';
import { memberDoc } from '@/lib/schemas/member';
import { profileDoc } from '@/lib/schemas/profile';
import { computePar3Standings, computeStandings } from '@/lib/standings';
import { buildSource } from '../../scripts/seed/build/index';
import { par3EventFor, tournamentFor } from '../support/builders';
import { courseFor, par3CourseFor } from '../support/courses';
import { ADMIN_UID, MEMBER_EMAIL, MEMBER_UID, allow, deny, useRules, type Db } from './env';

const source = buildSource(1, new Date());

// ---- What the schema says a field must not hold --------------------------

/** The field's schema without nullable/optional wrappers. */
function core(field: z.ZodType): z.ZodType {
  let s = field;
  while (s instanceof z.ZodNullable || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s;
}

/** Values of the wrong type or one past a limit, read from the field's schema: both twins must refuse each. */
function invalidValues(field: z.ZodType): unknown[] {
  const s = core(field);
  if (s instanceof z.ZodString) {
    const values: unknown[] = [42];
    if (s.maxLength !== null) values.push('x'.repeat(s.maxLength + 1));
    if ((s.minLength ?? 0) > 0) values.push('');
    return values;
  }
  if (s instanceof z.ZodNumber) {
    const values: unknown[] = ['1'];
    if (s.maxValue !== null && s.maxValue < Number.MAX_SAFE_INTEGER) values.push(s.maxValue + 1);
    if (s.minValue !== null && s.minValue > Number.MIN_SAFE_INTEGER) values.push(s.minValue - 1);
    if (s.isInt) values.push((s.minValue ?? 0) + 0.5);
    return values;
  }
  if (s instanceof z.ZodBoolean) return ['true', 1];
  if (s instanceof z.ZodDate) return ['2026-01-01', 1767225600000];
  if (s instanceof z.ZodEnum) return ['not-an-option', 42];
  if (s instanceof z.ZodRecord) return ['sections', ['a list']];
  if (s instanceof z.ZodObject) return ['on', { confirmations: 'yes', reminders: true }, { confirmations: true }];
  if (s instanceof z.ZodArray) return ['a list', 42];
  throw new Error(`No invalid values known for a ${s._zod.def.type} field`);
}

// ---- The collections clients write ---------------------------------------

interface Writable {
  name: CollectionName;
  /** Documents as stored (path, data): the seeded season, counters at their starting 0. */
  docs: [string, DocumentData][];
  /** Fields the rules want equal to request.time on every write: sent as serverTimestamp(). */
  now?: string[];
  /** Invalid values the schema's limits do not show (patterns, refinements): both twins refuse them. */
  alsoInvalid?: Record<string, unknown[]>;
  /** What a new document must also satisfy beyond its shape (its author, a future date...). */
  created?: (data: DocumentData) => DocumentData;
  /** Fields the functions keep: a document may lack them, but an admin's edit never changes them (nor removes them). */
  kept?: string[];
  /** Deliberate differences: refused by the schema (forms, converters, callables), accepted by the rules. */
  schemaOnly?: Record<string, unknown[]>;
}

const at = <T extends { id: string; data: object }>(prefix: string, docs: readonly T[], derived: object = {}) =>
  docs.map(({ id, data }): [string, DocumentData] => [`${prefix}/${id}`, { ...data, ...derived }]);
const sub = <T extends { parentId: string; id: string; data: object }>(
  parent: string,
  name: string,
  docs: readonly T[],
  derived: object = {},
) => docs.map(({ parentId, id, data }): [string, DocumentData] => [`${parent}/${parentId}/${name}/${id}`, { ...data, ...derived }]);

const BAD_URL = ['javascript:alert(1)', 'www.example.com'];
const future = new Date(Date.now() + 7 * 86_400_000);

const writable: Writable[] = [
  {
    name: 'profiles',
    // As stored once the profile trigger has run: with the words the admin lists find the member by.
    docs: at('profiles', source.profiles).map(([path, data]): [string, DocumentData] => [
      path,
      { ...data, searchTerms: searchTerms(data as { fullName?: string; email?: string }) },
    ]),
    now: ['updatedAt'],
    kept: ['searchTerms'],
    alsoInvalid: {
      phone: ['call me', '050/123'],
      emergencyContactPhone: ['call me'],
      dateOfBirth: [future],
      avatarUrl: BAD_URL,
    },
    schemaOnly: {
      fullName: ['   '],
      email: ['not-an-email'],
      handicap: [12.34],
      membershipFeeAmount: [0.001],
      preferredTeamId: ['teams/eagles'],
    },
  },
  {
    name: 'teams',
    kept: ['totalPoints', 'memberCount'],
    docs: at('teams', source.teams, { totalPoints: 0, memberCount: 0 }),
    alsoInvalid: { color: ['red', '#12345', '#GGGGGG'], logoUrl: BAD_URL },
    schemaOnly: { name: ['   '], captainId: ['a/b'] },
  },
  // Beyond shapes, the rules also check references (a team member's team exists) and
  // invariants (an article's author never changes); profiles.test.ts and the others test those.
  { name: 'teamMembers', docs: at('teamMembers', source.teamMembers) },
  {
    name: 'tournaments',
    kept: ['registeredCount', 'waitlistCount'],
    docs: at('tournaments', source.tournaments, { registeredCount: 0, waitlistCount: 0 }),
    alsoInvalid: { imageUrl: BAD_URL, sponsorLogoUrl: BAD_URL },
    schemaOnly: { registrationFee: [10.005], name: ['   '], location: ['   '], sponsorId: ['a/b'] },
  },
  {
    name: 'scores',
    docs: at('scores', source.scores),
    schemaOnly: { memberId: ['a/b'], tournamentId: ['..'], teamId: ['a/b'] },
  },
  {
    name: 'par3Events',
    created: (data) => ({ ...data, date: future }),
    kept: ['registeredCount', 'waitlistCount'],
    docs: at('par3Events', source.par3Events, { registeredCount: 0, waitlistCount: 0 }),
    schemaOnly: { name: ['   '], location: ['   '] },
  },
  {
    name: 'teeTimes',
    kept: ['currentParticipants'],
    docs: sub('par3Events', 'teeTimes', source.teeTimes, { currentParticipants: 0 }),
    schemaOnly: { teeTime: ['   '] },
  },
  {
    name: 'courses',
    docs: [
      ['courses/creek', courseFor()],
      ['courses/nine', par3CourseFor()],
    ],
    alsoInvalid: {
      holes: [courseFor().holes.slice(0, 17), par3CourseFor().holes.map((h, i) => (i === 0 ? { par: 3, strokeIndex: 2 } : h))],
      tees: [
        [{ name: 'White', courseRating: 72, slopeRating: 160 }],
        Array.from({ length: 7 }, (_, i) => ({ name: `T${i}`, courseRating: 70, slopeRating: 113 })),
      ],
    },
    // Rules cannot compare names across a list: a tee listed twice is the schema's alone.
    schemaOnly: {
      name: ['   '],
      tees: [
        [
          { name: 'White', courseRating: 72, slopeRating: 113 },
          { name: 'white', courseRating: 70, slopeRating: 120 },
        ],
      ],
    },
  },
  {
    name: 'tournamentGroups',
    docs: [['tournaments/t1/groups/g1', { teeTime: '08:10', startHole: 1, memberIds: [MEMBER_UID, 'member-2'], markerId: 'member-2' }]],
    // A marker who is not in the group is refused by both (the marker must be one of the group).
    alsoInvalid: { teeTime: ['8:10', '24:00'], markerId: ['member-9', 'a/b'], memberIds: [[MEMBER_UID, MEMBER_UID]] },
    schemaOnly: { memberIds: [[MEMBER_UID, 'member-2', 'a/b']] },
  },
  {
    name: 'par3Scores',
    docs: at('par3Scores', source.par3Scores),
    schemaOnly: { eventId: ['a/b'] },
  },
  {
    name: 'news',
    created: (data) => ({ ...data, authorId: ADMIN_UID, createdAt: serverTimestamp() }),
    docs: at('news', source.news),
    now: ['updatedAt'],
    alsoInvalid: { heroImageUrl: BAD_URL },
    schemaOnly: { title: ['   '], content: ['   '] },
  },
  {
    name: 'sponsors',
    docs: at('sponsors', source.sponsors),
    alsoInvalid: { logoUrl: BAD_URL, websiteUrl: BAD_URL },
    schemaOnly: { name: ['   '] },
  },
  {
    name: 'heroSlides',
    docs: at('heroSlides', source.heroSlides),
    alsoInvalid: { ctaLink: BAD_URL, imageUrl: BAD_URL },
    schemaOnly: { badge: ['   '], title: ['   '] },
  },
  {
    name: 'pageContent',
    // site_settings first: the sample whose fields are tested is the first document.
    docs: at(
      'pageContent',
      [...source.pageContent].sort((a, b) => Number(b.id === 'site_settings') - Number(a.id === 'site_settings')),
    ),
    now: ['updatedAt'],
    alsoInvalid: {
      // Map size and the meta description's limit (only site_settings has one).
      sections: [Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`key_${i}`, 'text'])), { site_description: 'x'.repeat(161) }],
    },
    // Rules cannot loop over a map: the types and lengths of its values are the schema's alone.
    schemaOnly: { sections: [{ intro: 42 }, { intro: 'x'.repeat(5001) }, { ['k'.repeat(51)]: 'text' }] },
  },
];

// ---- The collections only functions write --------------------------------

const [registration] = source.tournamentRegistrations;
const [par3Registration] = source.par3Registrations;
if (!registration || !par3Registration) throw new Error('the seed has no registrations');
const teamOf = new Map(source.teamMembers.map((m) => [m.id, m.data.teamId]));
const cards = source.profiles.map((p) => ({
  id: p.id,
  fullName: p.data.fullName,
  avatarUrl: p.data.avatarUrl,
  teamId: teamOf.get(p.id) ?? null,
}));
const computed = { sourceTime: new Date(), updatedAt: new Date() };

/** path -> a document as the functions write it (the standings computed from the seeded scores). */
type FunctionOnly =
  | 'members'
  | 'roles'
  | 'tournamentRegistrations'
  | 'tournamentWaitlist'
  | 'par3Registrations'
  | 'par3Waitlist'
  | 'standings'
  | 'par3Standings'
  | 'mail'
  | 'calendarTokens'
  | 'rosters'
  | 'tournamentBoards'
  | 'par3Boards'
  | 'tournamentCorrections'
  | 'par3Corrections';
const waitingPlace = { memberId: MEMBER_UID, joinedAt: new Date(), handicap: 12.4, fullName: 'Member One' };
const card = { fullName: 'Member One', avatarUrl: '', handicap: 12.4, teamId: null, isCaptain: false, isGuest: false };
const [score] = source.scores;
if (!score) throw new Error('the seed has no scores');
const functionOnly: Record<FunctionOnly, [string, DocumentData]> = {
  members: [`members/${MEMBER_UID}`, card],
  rosters: [`rosters/${CURRENT}`, { cards: { [MEMBER_UID]: card }, updatedAt: new Date() }],
  tournamentBoards: [
    `tournamentBoards/${registration.parentId}`,
    {
      registrations: { [MEMBER_UID]: { ...registration.data, memberId: MEMBER_UID } },
      scores: { [score.id]: score.data },
      updatedAt: new Date(),
    },
  ],
  par3Boards: [
    `par3Boards/${par3Registration.parentId}`,
    {
      cards: {
        [MEMBER_UID]: {
          fullName: 'Member One',
          teamId: null,
          teamName: '',
          status: 'open',
          teeTime: '18:00',
          startHole: 1,
          holeCount: 9,
          strokes: { '1': 3, '2': null },
          hiddenHoles: 0,
          playingHandicap: 6,
          gross: 3,
          net: 2,
          toPar: -1,
          points: 3,
          birdies: 0,
          thru: 2,
          countback: [3, 3, 0],
        },
      },
      holes: Array.from({ length: 9 }, (_, i) => ({ par: 3, strokeIndex: i + 1 })),
      updatedAt: new Date(),
    },
  ],
  roles: [`roles/${MEMBER_UID}`, { admin: true }],
  tournamentRegistrations: [
    `tournaments/${registration.parentId}/registrations/${MEMBER_UID}`,
    { ...registration.data, memberId: MEMBER_UID },
  ],
  par3Registrations: [
    `par3Events/${par3Registration.parentId}/registrations/${MEMBER_UID}`,
    { ...par3Registration.data, memberId: MEMBER_UID },
  ],
  tournamentWaitlist: [`tournaments/${registration.parentId}/waitlist/${MEMBER_UID}`, waitingPlace],
  par3Waitlist: [`par3Events/${par3Registration.parentId}/waitlist/${MEMBER_UID}`, waitingPlace],
  standings: [
    `standings/${CURRENT}`,
    {
      ...computeStandings(
        source.scores.map((s) => s.data),
        source.teams.map((t) => ({ id: t.id, ...t.data, memberCount: 4 })),
        cards,
      ),
      ...computed,
    },
  ],
  par3Standings: [
    `par3Standings/${CURRENT}`,
    {
      ...computePar3Standings(
        source.par3Scores.map((s) => s.data),
        cards,
      ),
      ...computed,
    },
  ],
  tournamentCorrections: [
    `tournaments/t1/cards/${MEMBER_UID}/corrections/c1`,
    { hole: 7, before: 5, after: 4, by: 'admin-1', byName: 'Admin', status: 'verified', at: new Date() },
  ],
  par3Corrections: [
    `par3Events/p1/cards/${MEMBER_UID}/corrections/c1`,
    { hole: 3, after: null, by: 'admin-1', byName: 'Admin', status: 'attested', at: new Date() },
  ],
  calendarTokens: [`calendarTokens/${MEMBER_UID}`, { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9', createdAt: new Date() }],
  mail: [
    'mail/m1',
    {
      to: MEMBER_EMAIL,
      subject: 'Welcome',
      text: 'Hi',
      html: '<p>Hi</p>',
      memberId: MEMBER_UID,
      createdAt: new Date(),
      delivery: { state: 'pending', attempts: 0, error: null, lastAttemptAt: null },
    },
  ],
};

// ---- Cards: functions create them and keep most fields; people write some (tests/rules/cards.test.ts) ----

const cardAsKept = {
  strokes: { '1': 5, '2': null },
  playerStrokes: { '1': 5 },
  status: 'open',
  disputedHole: null,
  groupId: 'g1',
  markerId: 'member-2',
  handicapIndex: 12.4,
  courseHandicap: 13.346,
  playingHandicap: 13,
  gross: 5,
  net: 4,
  points: 3,
  birdies: 0,
  thru: 2,
};
const peopleCards: Record<'tournamentCards' | 'par3Cards', [string, DocumentData]> = {
  tournamentCards: [`tournaments/t1/cards/${MEMBER_UID}`, cardAsKept],
  par3Cards: [`par3Events/p1/cards/${MEMBER_UID}`, { ...cardAsKept, groupId: 'tee-1', courseHandicap: 6.2, playingHandicap: 6 }],
};

/** The cards' events and their courses (the rules read the course's holes). */
const cardEvents: [string, DocumentData][] = [
  ['tournaments/t1', tournamentFor('Spring', { courseId: 'creek' })],
  ['par3Events/p1', par3EventFor('Week 1', { courseId: 'nine' })],
];

// ---- Fixtures, written past the rules once ---------------------------------

const { as, withoutRules } = useRules(
  () =>
    Object.fromEntries([...writable.flatMap((w) => w.docs), ...Object.values(functionOnly), ...Object.values(peopleCards), ...cardEvents]),
  // Only refused writes and unchanged saves: one load serves every test.
  'once',
);

const schemaOf = (name: CollectionName): z.ZodObject => collections[name].doc;

/** What the writer sends to save `data`: request.time fields as serverTimestamp(), unless that field is under test. */
function toSend(w: Writable, data: DocumentData, tested?: string): DocumentData {
  const sent = { ...data };
  for (const field of w.now ?? []) if (field !== tested && field in sent) sent[field] = serverTimestamp();
  return sent;
}

async function refusedByRules(db: Db, path: string, data: DocumentData): Promise<boolean> {
  try {
    await deny(setDoc(doc(db, path), data));
    return true;
  } catch {
    return false;
  }
}

describe('one shape per collection', () => {
  it('covers every collection of the registry', () => {
    const covered = [...writable.map((w) => w.name), ...Object.keys(functionOnly), ...Object.keys(peopleCards)].sort();
    expect(covered).toEqual(Object.keys(collections).sort());
  });
});

describe.each(writable)('$name (client-writable)', (w) => {
  const schema = schemaOf(w.name);
  const fields = Object.keys(schema.shape);
  const sample = w.docs[0];
  if (!sample) throw new Error(`the seed has no ${w.name}`);
  const [path, stored] = sample;

  it('every seeded document parses with the schema and an admin may save it unchanged', async () => {
    const failures: string[] = [];
    await Promise.all(
      w.docs.map(async ([docPath, data]) => {
        const parsed = schema.safeParse(data);
        if (!parsed.success) failures.push(`${docPath}: schema: ${parsed.error.issues[0]?.message ?? ''}`);
        try {
          await allow(setDoc(doc(as().admin, docPath), toSend(w, data)));
        } catch (error) {
          failures.push(`${docPath}: rules refused: ${String(error)}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  it('refuses, in the schema and in the rules, every field of the wrong type or past a limit', async () => {
    const mismatches: string[] = [];
    const cases = fields.flatMap((field) =>
      [...invalidValues(schema.shape[field] as z.ZodType), ...(w.alsoInvalid?.[field] ?? [])].map((value) => ({ field, value })),
    );
    await Promise.all(
      cases.map(async ({ field, value }) => {
        const data = { ...stored, [field]: value };
        const label = `${field} = ${JSON.stringify(value).slice(0, 40)}`;
        if (schema.safeParse(data).success) mismatches.push(`${label}: the schema accepts it`);
        if (!(await refusedByRules(as().admin, path, toSend(w, data, field)))) mismatches.push(`${label}: the rules accept it`);
      }),
    );
    expect(mismatches.sort()).toEqual([]);
  });

  it('agrees with the reading shape on every field left out or null: optional and kept fields may be, required ones may not', async () => {
    // The data contract (0009): counters the functions keep and optional fields may be absent
    // (optional ones null too); the reading shape and the rules must say the same of each field.
    // Fields the rules want equal to request.time are required on every write.
    const read = collections[w.name].read;
    const mismatches: string[] = [];
    const cases = fields.flatMap((field) => {
      const rest = { ...stored };
      delete rest[field];
      return [
        { label: `without ${field}`, field, data: rest },
        { label: `${field} = null`, field, data: { ...stored, [field]: null } },
      ];
    });
    await Promise.all(
      cases.map(async ({ label, field, data }) => {
        const rulesAccept = !(await refusedByRules(as().admin, path, toSend(w, data, field)));
        if (w.now?.includes(field)) {
          if (rulesAccept) mismatches.push(`${label}: the rules accept a write without request.time`);
          return;
        }
        if (w.kept?.includes(field)) {
          if (rulesAccept) mismatches.push(`${label}: the rules let an admin's edit change a counter the functions keep`);
          return;
        }
        const readAccepts = read.safeParse(data).success;
        if (readAccepts !== rulesAccept)
          mismatches.push(`${label}: reading ${readAccepts ? 'accepts' : 'refuses'}, the rules ${rulesAccept ? 'accept' : 'refuse'}`);
      }),
    );
    // Put the sample back as it was for the other tests.
    await allow(setDoc(doc(as().admin, path), toSend(w, stored)));
    expect(mismatches.sort()).toEqual([]);
  });

  it('lets an admin create a document with only the fields the contract requires, or null for each optional one', async () => {
    const read = collections[w.name].read;
    const tolerated = fields.filter((field) => {
      const rest = { ...stored };
      delete rest[field];
      return !w.now?.includes(field) && !w.kept?.includes(field) && read.safeParse(rest).success;
    });
    // A new document has none of the fields the functions keep: they come after it.
    const minimal = Object.fromEntries(Object.entries(stored).filter(([field]) => !tolerated.includes(field) && !w.kept?.includes(field)));
    const nulls = { ...minimal, ...Object.fromEntries(tolerated.map((field) => [field, null])) };
    try {
      for (const [label, data] of [
        ['minimal', minimal],
        ['nulls', nulls],
      ] as const) {
        expect(read.safeParse(data).success, `${label}: reading`).toBe(true);
        // Created where the sample was (page names and parents are the rules' too).
        await withoutRules((db) => deleteDoc(doc(db, path)));
        await allow(setDoc(doc(as().admin, path), toSend(w, w.created ? w.created(data) : data)));
      }
    } finally {
      await withoutRules((db) => setDoc(doc(db, path), stored));
    }
  });

  it('refuses an unknown field in a write (schema and rules); reading ignores it, and an edit keeps one already stored', async () => {
    const read = collections[w.name].read;
    const unknown = { ...stored, unexpected: 'x' };
    expect(schema.safeParse(unknown).success).toBe(false);
    expect(read.safeParse(unknown).success).toBe(true);
    expect(await refusedByRules(as().admin, `${path}-new`, toSend(w, unknown))).toBe(true);
    expect(await refusedByRules(as().admin, path, toSend(w, unknown))).toBe(true);

    // A newer version wrote a field this version does not know: an edit that sends it back as it is, is allowed;
    // one that changes it or drops it is a change to a field the rules do not know, and is refused.
    await withoutRules((db) => setDoc(doc(db, path), unknown));
    try {
      await allow(setDoc(doc(as().admin, path), toSend(w, unknown)));
      await deny(setDoc(doc(as().admin, path), toSend(w, { ...stored, unexpected: 'y' })));
      await deny(setDoc(doc(as().admin, path), toSend(w, stored)));
    } finally {
      await withoutRules((db) => setDoc(doc(db, path), stored));
    }
  });

  const stricter = Object.entries(w.schemaOnly ?? {});
  if (stricter.length > 0)
    it('documents where the schema is stricter than the rules (refused by the schema only)', async () => {
      const unexpected: string[] = [];
      for (const [field, values] of stricter) {
        for (const value of values) {
          const data = { ...stored, [field]: value };
          const label = `${field} = ${JSON.stringify(value).slice(0, 40)}`;
          if (schema.safeParse(data).success) unexpected.push(`${label}: the schema accepts it`);
          try {
            await allow(setDoc(doc(as().admin, path), toSend(w, data)));
          } catch {
            unexpected.push(`${label}: the rules refuse it too (move it to alsoInvalid)`);
          }
        }
      }
      // Put the sample back as it was for the other tests.
      await allow(setDoc(doc(as().admin, path), toSend(w, stored)));
      expect(unexpected).toEqual([]);
    });
});

describe('profiles, written by their owner', () => {
  // A new member's profile as the sign-up form builds it: the schema's shape, pending and unpaid.
  const signUp = profileDoc.parse({
    ...source.profiles[0]?.data,
    fullName: 'New Member',
    email: MEMBER_EMAIL,
    membershipStatus: 'pending',
    membershipFeePaid: false,
    membershipFeeAmount: null,
    membershipExpiry: null,
    isGuest: false,
    preferredTeamId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  it('lets the owner create their profile from the schema, then edit a personal field only', async () => {
    const ref = doc(as().member, `profiles/${MEMBER_UID}`);
    await allow(setDoc(ref, { ...signUp, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await allow(updateDoc(ref, { fullName: 'New Name', updatedAt: serverTimestamp() }));
    await deny(updateDoc(ref, { membershipStatus: 'active', updatedAt: serverTimestamp() }));
  });
});

describe.each(Object.entries(functionOnly))('%s (written by functions only)', (name, [path, data]) => {
  const schema = schemaOf(name as CollectionName);
  const newPath = `${path.split('/').slice(0, -1).join('/')}/another`;

  it('a document as the functions write it parses with the schema', () => {
    const parsed = schema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  it('no client may write it, however well-formed: not an admin, not its owner', async () => {
    await deny(setDoc(doc(as().admin, newPath), data));
    await deny(setDoc(doc(as().admin, path), data));
    await deny(setDoc(doc(as().member, newPath), data));
    await deny(setDoc(doc(as().member, path), data));
  });
});

describe('members', () => {
  it('a public card never carries private fields (the schema refuses them)', () => {
    const [, card] = functionOnly.members;
    for (const field of ['email', 'phone', 'dateOfBirth', 'emergencyContactPhone']) {
      expect(memberDoc.safeParse({ ...card, [field]: 'x' }).success).toBe(false);
    }
  });
});

describe.each(Object.entries(peopleCards))('%s (created by functions; people write strokes and status)', (name, [path, data]) => {
  const schema = schemaOf(name as CollectionName);
  const newPath = `${path.split('/').slice(0, -1).join('/')}/another`;

  it('a card as the functions keep it parses with the schema; the reading shape takes one without the derived fields', () => {
    const parsed = schema.safeParse(data);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    const bare = { strokes: {}, playerStrokes: {}, status: 'open', disputedHole: null };
    expect(collections[name as CollectionName].read.safeParse(bare).success).toBe(true);
  });

  it('no client creates or deletes one, admins included', async () => {
    await deny(setDoc(doc(as().admin, newPath), data));
    await deny(setDoc(doc(as().member, newPath), data));
    await deny(deleteDoc(doc(as().admin, path)));
  });

  it('refuses, in the schema and in the rules, strokes of the wrong type or past a limit', async () => {
    for (const value of [0, 21, 4.5, '4']) {
      expect(schema.safeParse({ ...data, strokes: { '3': value } }).success).toBe(false);
      await deny(updateDoc(doc(as().admin, path), { 'strokes.3': value }));
    }
    expect(schema.safeParse({ ...data, strokes: { '19': 4 } }).success).toBe(false);
    await deny(updateDoc(doc(as().admin, path), { 'strokes.19': 4 }));
    expect(schema.safeParse({ ...data, status: 'final' }).success).toBe(false);
    expect(schema.safeParse({ ...data, unexpected: 1 }).success).toBe(false);
    await deny(updateDoc(doc(as().admin, path), { unexpected: 1 }));
  });
});
