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
    // Nested match blocks: tournaments/{id} > registrations, par3Events/{id} > teeTimes and registrations.
    const top = [...rules.matchAll(/^ {4}match \/(\w+)\/\{\w+\}/gm)].map((m) => m[1]);
    const nested = [...rules.matchAll(/^ {6,}match \/(\w+)\/\{\w+\}/gm)].map((m) => m[1]);
    const paths = Object.values(collections).map((c) => c.path);
    for (const name of top) expect(paths).toContain(name);
    expect(nested.sort()).toEqual(['registrations', 'registrations', 'teeTimes']);
    expect(paths.filter((p) => p.includes('/')).sort()).toEqual([
      'par3Events/{eventId}/registrations',
      'par3Events/{eventId}/teeTimes',
      'tournaments/{tournamentId}/registrations',
    ]);
    expect(paths).toHaveLength(top.length + nested.length);
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
    const event = { name: 'Week 1', description: '', date: new Date('2020-01-01'), location: 'Els Club', maxParticipants: 40, status: 'completed' };
    expect(par3EventDoc.safeParse({ ...event, registeredCount: 0 }).success).toBe(true);
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
