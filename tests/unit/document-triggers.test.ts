/**
 * Every concern that follows a document (`whenWritten`, `whenCreated`,
 * `whenUpdated` in a domain's handlers.ts) is given a trigger in
 * functions/src/documents.ts, once: a concern left out would never run, and
 * nothing else would say so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../functions/src');
const concern = /export const (\w+) = when(?:Written|Created|Updated)\('([^']+)'/g;
const trigger = /followDocuments\('([^']+)', \[([^\]]*)\]\)/g;

function concerns(): { id: string; path: string }[] {
  return readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      let text = '';
      try {
        text = readFileSync(join(src, d.name, 'handlers.ts'), 'utf8');
      } catch {
        return [];
      }
      return [...text.matchAll(concern)].map((m) => ({ id: `${d.name}.${m[1]}`, path: m[2] ?? '' }));
    });
}

const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('document triggers', () => {
  const documents = readFileSync(join(src, 'documents.ts'), 'utf8').replace(/\s+/g, ' ');
  const triggers = [...documents.matchAll(trigger)].map((m) => ({
    path: m[1] ?? '',
    handlers: (m[2] ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  }));

  it('finds the concerns and the triggers', () => {
    expect(concerns().length).toBeGreaterThan(20);
    expect(triggers.length).toBeGreaterThan(10);
  });

  it('gives every concern exactly one trigger, on its own path', () => {
    for (const { id, path } of concerns()) {
      const following = triggers.filter((t) => t.handlers.includes(id));
      expect(
        following.map((t) => t.path),
        id,
      ).toHaveLength(1);
      expect(shape(following[0]?.path ?? ''), id).toBe(shape(path));
    }
  });

  it('has one trigger per path, naming only concerns that exist', () => {
    const paths = triggers.map((t) => shape(t.path));
    expect(new Set(paths).size).toBe(paths.length);
    const known = new Set(concerns().map((c) => c.id));
    for (const t of triggers) for (const h of t.handlers) expect(known.has(h), h).toBe(true);
  });
});
