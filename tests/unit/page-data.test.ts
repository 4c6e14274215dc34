/**
 * The keys that tie a server-rendered page's reads to the browser's
 * (src/lib/data/page-data.ts): the same query gives the same key whichever
 * way the SDK encoded its values, different queries give different keys, and
 * a page's data answers only the reads it holds.
 */
import { initializeApp } from 'firebase/app';
import { collection, doc, getFirestore, limit, orderBy, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { pageDataOf, plainQuery, plainValue, sourceKey, type StoredDoc } from '@/lib/data/page-data';

const db = getFirestore(initializeApp({ projectId: 'demo-page-data', apiKey: 'test' }, 'page-data-test'));
const news = collection(db, 'news');

describe('page data keys', () => {
  it('a timestamp reads the same in the browser (RFC 3339 text) and in Node (seconds and nanos)', () => {
    expect(plainValue({ timestampValue: '2026-11-26T08:00:29.020000000Z' })).toEqual(
      plainValue({ timestampValue: { seconds: String(Date.UTC(2026, 10, 26, 8, 0, 29) / 1000), nanos: 20_000_000 } }),
    );
    expect(plainValue({ integerValue: '12' })).toBe(12);
    expect(plainValue({ arrayValue: { values: [{ stringValue: 'a' }, { booleanValue: true }] } })).toEqual(['a', true]);
  });

  it('equal queries share a key; a different filter, order or limit does not', () => {
    const published = (n: number) => query(news, where('published', '==', true), orderBy('createdAt', 'desc'), limit(n));
    expect(sourceKey(published(5))).toBe(sourceKey(published(5)));
    expect(sourceKey(published(5))).not.toBe(sourceKey(published(6)));
    expect(sourceKey(query(news, where('published', '==', false)))).not.toBe(sourceKey(query(news, where('published', '==', true))));
    expect(plainQuery(published(5))).toEqual({
      path: 'news',
      collectionGroup: null,
      filters: [['published', '==', true]],
      orderBy: [['createdAt', 'desc']],
      limit: 5,
      limitToLast: false,
    });
    expect(sourceKey(doc(db, 'news/a'))).toBe('doc:news/a');
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
    const all = query(news, where('published', '==', true));
    const data = pageDataOf(
      {
        queries: { [sourceKey(all)]: ['news/b', 'news/a'] },
        docs: { 'doc:news/a': 'news/a', 'doc:news/x': 'news/x' },
        missing: ['news/x'],
      },
      (path) => docs.get(path) ?? null,
    );
    expect(data.read(all)).toEqual({
      value: [
        { title: 'B', id: 'b' },
        { title: 'A', id: 'a' },
      ],
    });
    expect(data.read(doc(db, 'news/a'))).toEqual({ value: { title: 'A', id: 'a' } });
    expect(data.read(doc(db, 'news/x'))).toEqual({ value: null });
    expect(data.read(doc(db, 'news/other'))).toBeUndefined();
    expect(data.read(query(news, limit(1)))).toBeUndefined();
  });
});
