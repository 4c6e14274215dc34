import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isBuilt, onFirstUse } from '@/lib/schemas/common';

/**
 * Schemas built on first use (src/lib/schemas/common.ts `onFirstUse`; decision 0026): a page's start-up loads every
 * collection's schema module without constructing the schemas, and a stand-in behaves as the schema it builds.
 */
describe('a schema built on first use', () => {
  const counted = () => {
    const calls = { n: 0 };
    const schema = onFirstUse(() => {
      calls.n += 1;
      return z.strictObject({ name: z.string().min(1, 'Name is required'), rounds: z.number().int().optional() });
    });
    return { schema, calls };
  };

  it('is not built by being defined, or held in a schema built on first use, and is built once, at its first use', () => {
    const { schema, calls } = counted();
    const holder = onFirstUse(() => z.object({ one: schema, many: z.array(schema), byId: z.record(z.string(), schema).optional() }));
    expect(calls.n).toBe(0);
    expect(isBuilt(schema)).toBe(false);
    expect(holder.safeParse({ one: { name: 'Sam' }, many: [{ name: 'Ali', rounds: 3 }] }).success).toBe(true);
    expect(calls.n).toBe(1);
    expect(isBuilt(schema)).toBe(true);
    schema.parse({ name: 'Sam' });
    void schema.shape;
    expect(calls.n).toBe(1);
  });

  it('parses as the schema it builds: strict, with its messages, nested and in lists', () => {
    const { schema } = counted();
    expect(schema.parse({ name: 'Sam', rounds: 2 })).toEqual({ name: 'Sam', rounds: 2 });
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(schema.safeParse({ name: 'Sam', extra: 1 }).success).toBe(false);
    expect(() => schema.parse({})).toThrow();
    const holder = z.object({ many: z.array(schema) });
    expect(holder.safeParse({ many: [{ name: 'Ali', rounds: 'three' }] }).success).toBe(false);
  });

  it('derives schemas and answers type checks as the schema it builds', () => {
    const { schema } = counted();
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name', 'rounds']);
    expect(schema.pick({ name: true }).safeParse({ name: 'Sam' }).success).toBe(true);
    expect(schema.omit({ name: true }).safeParse({}).success).toBe(true);
    expect(schema.extend({ paid: z.boolean() }).safeParse({ name: 'Sam', paid: true }).success).toBe(true);
    expect(schema.partial().safeParse({}).success).toBe(true);
    expect(z.object(schema.shape).safeParse({ name: 'Sam', id: 'x' }).success).toBe(true);
    expect(schema.optional().safeParse(undefined).success).toBe(true);
    expect(schema.describe('A player').description).toBe('A player');
  });

  it('loading the collections builds none of their shapes; reading one builds only what it needs', async () => {
    vi.resetModules();
    const common = await import('@/lib/schemas/common');
    const { collections } = await import('@/lib/schemas/collections');
    const docs = Object.values(collections).map((def) => def.doc);
    expect(docs.filter((doc) => common.isBuilt(doc))).toEqual([]);
    expect(
      collections.tournaments.read.safeParse({
        name: 'Spring Medal',
        date: new Date('2026-03-14T06:00:00Z'),
        venue: 'Emirates Golf Club',
      }).success,
    ).toBeTypeOf('boolean');
    expect(common.isBuilt(collections.tournaments.doc)).toBe(true);
    expect(common.isBuilt(collections.profiles.doc)).toBe(false);
  });
});
