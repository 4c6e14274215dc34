// The stored shapes (src/lib/schemas): one schema per collection, SDK-free, covering every collection of the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionPath, collections } from '@/lib/schemas/collections';
import { par3EventDoc, par3EventFormSchema, teeTimeFormSchema } from '@/lib/schemas/par3';
import { profileDoc, profileFieldsSchema } from '@/lib/schemas/profile';
import { parseStored, StoredShapeError, timestampsToDates } from '@/lib/schemas/stored';
import { tournamentDoc, tournamentFormSchema } from '@/lib/schemas/tournament';
import { firstIssue } from '@/lib/schemas/validation';
import { buildSource } from '../../scripts/seed/build/index';
import { expectedCounters } from '../../scripts/seed/derived';
import { seasonProblems } from '../../scripts/seed/invariants';
import { par3EventFor } from '../support/builders';

const SCHEMAS = 'src/lib/schemas';

describe('src/lib/schemas', () => {
  it('imports nothing but zod and its own files', () => {
    for (const file of readdirSync(SCHEMAS)) {
      const source = readFileSync(`${SCHEMAS}/${file}`, 'utf8');
      const imported = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const spec of imported) expect(`${file}: ${spec}`).toMatch(/: (zod|\.\/[\w-]+)$/);
    }
  });

  it('has one registry entry for every collection firestore.rules matches', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    // Nested match blocks: tournaments/{id} > registrations and waitlist, par3Events/{id} > teeTimes, registrations and waitlist.
    const top = [...rules.matchAll(/^ {4}match \/(\w+)\/\{\w+\}/gm)].map((m) => m[1]);
    const nested = [...rules.matchAll(/^ {6}match \/(\w+)\/\{\w+\}/gm)].map((m) => m[1]);
    const deeper = [...rules.matchAll(/^ {8,}match \/(\w+)\/\{\w+\}/gm)].map((m) => m[1]);
    expect(deeper).toEqual(['corrections', 'corrections']);
    const paths = Object.values(collections).map((c) => c.path);
    for (const name of top) expect(paths).toContain(name);
    expect(nested.sort()).toEqual(['cards', 'cards', 'groups', 'registrations', 'registrations', 'teeTimes', 'waitlist', 'waitlist']);
    expect(paths.filter((p) => p.includes('/')).sort()).toEqual([
      'par3Events/{eventId}/cards',
      'par3Events/{eventId}/cards/{memberId}/corrections',
      'par3Events/{eventId}/registrations',
      'par3Events/{eventId}/teeTimes',
      'par3Events/{eventId}/waitlist',
      'tournaments/{tournamentId}/cards',
      'tournaments/{tournamentId}/cards/{memberId}/corrections',
      'tournaments/{tournamentId}/groups',
      'tournaments/{tournamentId}/registrations',
      'tournaments/{tournamentId}/waitlist',
    ]);
    expect(paths).toHaveLength(top.length + nested.length + deeper.length);
  });

  it('fills parent ids into subcollection paths', () => {
    expect(collectionPath('news')).toBe('news');
    expect(collectionPath('tournamentRegistrations', { tournamentId: 'spring' })).toBe('tournaments/spring/registrations');
    expect(collectionPath('teeTimes', { eventId: 'w1' })).toBe('par3Events/w1/teeTimes');
  });
});

describe('parseStored', () => {
  // What either SDK's Timestamp looks like, without importing one.
  const stamp = (iso: string) => {
    const date = new Date(iso);
    return { seconds: Math.floor(date.getTime() / 1000), nanoseconds: 0, toDate: () => date };
  };

  it('turns Timestamps into Dates, deep inside maps and arrays too', () => {
    const converted = timestampsToDates({ at: stamp('2026-01-01T00:00:00Z'), rows: [{ at: stamp('2026-01-02T00:00:00Z') }] }) as {
      at: Date;
      rows: { at: Date }[];
    };
    expect(converted.at).toBeInstanceOf(Date);
    expect(converted.rows[0]?.at.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('parses a stored document with its schema and names the document when it does not match', () => {
    const stored = { teeTime: '18:00', maxParticipants: 4, currentParticipants: 0 };
    expect(parseStored(collections.teeTimes.doc, stored, 'par3Events/w1/teeTimes/t1')).toEqual(stored);
    expect(() => parseStored(collections.teeTimes.doc, { ...stored, maxParticipants: 9 }, 'par3Events/w1/teeTimes/t1')).toThrow(
      StoredShapeError,
    );
    expect(() => parseStored(collections.teeTimes.doc, { ...stored, extra: 1 }, 'x/y')).toThrow(/x\/y does not match/);
  });
});

describe('stored shapes and their forms', () => {
  const source = buildSource(1, new Date());

  it('accepts every document of the demo season (the seed checks it too, before writing)', () => {
    const today = new Date();
    const season = buildSource(1, today);
    expect(seasonProblems(season, expectedCounters(season), today)).toEqual([]);
  });

  it('keeps "Event date must be in the future" a form rule: past events stay valid documents', () => {
    const event = par3EventFor('Week 1', { date: new Date('2020-01-01'), status: 'completed' });
    expect(par3EventDoc.safeParse(event).success).toBe(true);
    const form = par3EventFormSchema.safeParse(event);
    expect(form.success ? '' : firstIssue(form.error)).toBe('Event date must be in the future');
  });

  it('says "Registration fee cannot be negative" on the document and the form', () => {
    const fee = tournamentDoc.shape.registrationFee.safeParse(-1);
    expect(fee.success ? '' : firstIssue(fee.error)).toBe('Registration fee cannot be negative');
    expect(tournamentFormSchema.shape.registrationFee).toBe(tournamentDoc.shape.registrationFee);
  });

  it('gives a tee time 4 places unless told otherwise', () => {
    expect(teeTimeFormSchema.parse({ teeTime: '18:00' })).toEqual({ teeTime: '18:00', maxParticipants: 4 });
  });

  it('derives forms from the stored fields: stored shapes refuse unknown keys, forms drop them', () => {
    expect(profileFieldsSchema.shape.fullName).toBe(profileDoc.shape.fullName);
    const [profile] = source.profiles;
    expect(profileDoc.safeParse({ ...profile?.data, role: 'admin' }).success).toBe(false);
    expect(profileFieldsSchema.parse({ ...profile?.data, role: 'admin' })).not.toHaveProperty('role');
  });
});

describe('reading what the data contract allows (collections.<name>.read)', () => {
  const source = buildSource(1, new Date());
  const date = new Date('2026-12-01T00:00:00Z');

  it('reads counters the functions keep as 0, and optional fields as empty, when a document lacks them', () => {
    const tournament = collections.tournaments.read.parse({
      name: 'Cup',
      date,
      location: 'Course',
      format: 'medal',
      maxParticipants: 4,
      status: 'upcoming',
    });
    expect(tournament).toMatchObject({
      registeredCount: 0,
      description: '',
      imageUrl: '',
      sponsorId: null,
      sponsorName: '',
      isLeagueEvent: false,
      registrationFee: 0,
    });
    expect(
      collections.par3Events.read.parse({ name: 'Night', date, location: 'Course', maxParticipants: 8, status: 'upcoming' }),
    ).toMatchObject({ registeredCount: 0, description: '' });
    expect(collections.teeTimes.read.parse({ teeTime: '18:00' })).toEqual({ teeTime: '18:00', maxParticipants: 4, currentParticipants: 0 });
    expect(collections.teams.read.parse({ name: 'Eagles', color: '#112233' })).toEqual({
      name: 'Eagles',
      color: '#112233',
      logoUrl: '',
      description: '',
      captainId: null,
      isGuest: false,
      totalPoints: 0,
      memberCount: 0,
    });
  });

  it('reads null optional fields (a team without a logo, a tournament without an image) as empty', () => {
    const team = collections.teams.read.parse({
      name: 'Eagles',
      color: '#112233',
      logoUrl: null,
      description: null,
      captainId: null,
      isGuest: null,
      totalPoints: null,
      memberCount: null,
    });
    expect(team).toMatchObject({ logoUrl: '', description: '', captainId: null, isGuest: false, totalPoints: 0, memberCount: 0 });
    const member = collections.members.read.parse({ fullName: 'A Member', avatarUrl: null, handicap: null, teamId: null });
    expect(member).toEqual({ fullName: 'A Member', avatarUrl: '', handicap: null, teamId: null, isCaptain: false, isGuest: false });
  });

  it('ignores a field it does not know and keeps it, so a document written back keeps it', () => {
    const stored = { name: 'Eagles', color: '#112233', waitlistCount: 3, nested: { a: 1 } };
    expect(collections.teams.read.parse(stored)).toMatchObject({ waitlistCount: 3, nested: { a: 1 } });
    // Nested rows too (the leaderboards' rows).
    const standings = collections.par3Standings.read.parse({
      sourceTime: date,
      updatedAt: date,
      entries: [
        {
          memberId: 'm1',
          fullName: 'A',
          avatarUrl: '',
          totalPoints: 3,
          averagePoints: 3,
          bestGross: 30,
          rounds: 1,
          birdies: 0,
          rank: 1,
          trend: 'up',
        },
      ],
    });
    expect(standings.entries[0]).toMatchObject({ trend: 'up' });
    expect(standings.scoreCount).toBe(0);
  });

  it('still refuses a required field that is missing or a value the contract does not allow', () => {
    expect(() =>
      parseStored(
        collections.tournaments.read,
        { name: 'Cup', date, format: 'medal', maxParticipants: 4, status: 'upcoming' },
        'tournaments/t1',
      ),
    ).toThrow(/tournaments\/t1 does not match its schema: location/);
    expect(collections.teams.read.safeParse({ name: 'Eagles', color: 'red' }).success).toBe(false);
    expect(collections.teeTimes.read.safeParse({ teeTime: '18:00', currentParticipants: -1 }).success).toBe(false);
  });

  it('leaves the write shapes strict: forms and functions still write every field and nothing unknown', () => {
    expect(
      tournamentDoc.safeParse({ name: 'Cup', date, location: 'Course', format: 'medal', maxParticipants: 4, status: 'upcoming' }).success,
    ).toBe(false);
    const [profile] = source.profiles;
    expect(collections.profiles.read.safeParse({ ...profile?.data, role: 'admin' }).success).toBe(true);
    expect(profileDoc.safeParse({ ...profile?.data, role: 'admin' }).success).toBe(false);
  });
});
