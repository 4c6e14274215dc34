/**
 * A page's queries as plain data (src/lib/data/read-spec.ts, live-query.ts):
 * the browser's query and the render function's Admin query are both built
 * from one description, whose key ties a server-rendered page's reads to the
 * browser's (src/lib/data/page-data.ts); a page's data answers only the reads
 * it holds.
 */
import { initializeApp } from 'firebase/app';
import { collection, doc, getFirestore, limit, orderBy, query, queryEqual, where } from 'firebase/firestore';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { liveQuery, specOf } from '@/lib/data/live-query';
import { pageDataOf, sourceKey, type StoredDoc } from '@/lib/data/page-data';
import { querySpec, querySpecKey } from '@/lib/data/read-spec';
import { adminQuery } from '../../render/src/reads';

const db = getFirestore(initializeApp({ projectId: 'demo-page-data', apiKey: 'test' }, 'page-data-test'));
const news = collection(db, 'news');
const published = (n: number) => liveQuery(news, { where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: n });

describe('queries as plain data', () => {
  it('the web query is built from its description, which stays with it', () => {
    expect(queryEqual(published(5), query(news, where('published', '==', true), orderBy('createdAt', 'desc'), limit(5)))).toBe(true);
    expect(specOf(published(5))).toEqual({ path: 'news', where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: 5 });
    const from = new Date(Date.UTC(2026, 10, 27));
    const upcoming = liveQuery(collection(db, 'tournaments'), { where: [['date', '>=', from]] });
    expect(queryEqual(upcoming, query(collection(db, 'tournaments'), where('date', '>=', from)))).toBe(true);
  });

  it('the Admin query is built from the same description', () => {
    const admin = getAdminFirestore(initializeAdmin({ projectId: 'demo-page-data' }, 'page-data-admin'));
    const from = new Date(Date.UTC(2026, 10, 27));
    const spec = querySpec('tournaments', {
      where: [
        ['status', '==', 'upcoming'],
        ['date', '>=', from],
      ],
      orderBy: [['date', 'asc']],
      limit: 3,
    });
    const expected = admin
      .collection('tournaments')
      .where('status', '==', 'upcoming')
      .where('date', '>=', from)
      .orderBy('date', 'asc')
      .limit(3);
    expect(adminQuery(admin, spec).isEqual(expected)).toBe(true);
    expect(adminQuery(admin, querySpec('news')).isEqual(admin.collection('news'))).toBe(true);
    expect(() => adminQuery(admin, querySpec('profiles'))).toThrow(/never read/);
  });

  it('equal descriptions share a key; a different filter, order, limit or value type does not', () => {
    expect(sourceKey(published(5))).toBe(sourceKey(published(5)));
    expect(sourceKey(published(5))).not.toBe(sourceKey(published(6)));
    expect(sourceKey(liveQuery(news, { where: [['published', '==', false]] }))).not.toBe(
      sourceKey(liveQuery(news, { where: [['published', '==', true]] })),
    );
    expect(sourceKey(liveQuery(news, { orderBy: [['createdAt', 'asc']] }))).not.toBe(
      sourceKey(liveQuery(news, { orderBy: [['createdAt', 'desc']] })),
    );
    const at = new Date(Date.UTC(2026, 10, 27));
    expect(querySpecKey(querySpec('t', { where: [['d', '==', at]] }))).not.toBe(
      querySpecKey(querySpec('t', { where: [['d', '==', at.toISOString()]] })),
    );
    expect(querySpecKey(querySpec('t', { where: [['d', '==', at]] }))).toBe(
      querySpecKey(querySpec('t', { where: [['d', '==', new Date(at)]] })),
    );
    expect(sourceKey(doc(db, 'news/a'))).toBe('doc:news/a');
  });

  it('a query not described as data cannot be a page read', () => {
    expect(() => sourceKey(query(news, where('published', '==', true)))).toThrow(/liveQuery/);
  });

  it("answers the reads it holds, in the server's order, and nothing else", () => {
    const stored = (path: string, data: Record<string, unknown>): StoredDoc => ({
      id: path.split('/').pop()!,
      ref: { path },
      exists: () => true,
      data: () => data,
    });
    const docs = new Map([
      ['news/b', stored('news/b', { title: 'B' })],
      ['news/a', stored('news/a', { title: 'A' })],
    ]);
    const all = liveQuery(news, { where: [['published', '==', true]] });
    const data = pageDataOf(
      {
        queries: { [sourceKey(all)]: ['news/b', 'news/a'] },
        docs: { 'doc:news/a': 'news/a', 'doc:news/x': 'news/x' },
        missing: ['news/x'],
      },
      (path) => docs.get(path) ?? null,
    );
    // An equal query built again (another object) finds the same data.
    expect(data.read(liveQuery(news, { where: [['published', '==', true]] }))).toEqual({
      value: [
        { title: 'B', id: 'b' },
        { title: 'A', id: 'a' },
      ],
    });
    expect(data.read(doc(db, 'news/a'))).toEqual({ value: { title: 'A', id: 'a' } });
    expect(data.read(doc(db, 'news/x'))).toEqual({ value: null });
    expect(data.read(doc(db, 'news/other'))).toBeUndefined();
    expect(data.read(liveQuery(news, { limit: 1 }))).toBeUndefined();
  });
});
