/**
 * A page's reads as plain data (src/lib/data/live-read.ts, read-spec.ts,
 * docs/decisions/0025-first-render-without-firestore.md): the browser's web SDK
 * query and the render function's Admin query are both built from one
 * description, whose key ties a server-rendered page's reads to the browser's
 * (src/lib/data/page-data.ts); a page's data answers only the reads it holds,
 * read out of the Admin SDK's own bundle without the web SDK (bundle-docs.ts).
 */
import { initializeApp } from 'firebase/app';
import { collection, doc, getFirestore, limit, orderBy, query, queryEqual, refEqual, where } from 'firebase/firestore';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import {
  Timestamp as AdminTimestamp,
  getFirestore as getAdminFirestore,
  type DocumentSnapshot as AdminSnapshot,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bundleDocs, bundleElements, decodeValue, parseTimestamp, PlainTimestamp } from '@/lib/data/bundle-docs';
import { collectionAt, isRead, liveDoc, liveQuery, type StoredDoc } from '@/lib/data/live-read';
import { sdkDoc, sdkQuery } from '@/lib/data/live-follow';
import { arrivedPageData, pageDataOfValues, pageValue, PAGE_DATA_ID } from '@/lib/data/page-data';
import { pageDataOf, parserOf, valueOf } from '@/lib/data/page-data-parse';
import { querySpec, querySpecKey } from '@/lib/data/read-spec';
import { timestampsToDates } from '@/lib/schemas/stored';
import { adminQuery } from '../../render/src/reads';

const db = getFirestore(initializeApp({ projectId: 'demo-page-data', apiKey: 'test' }, 'page-data-test'));
const admin = getAdminFirestore(initializeAdmin({ projectId: 'demo-page-data' }, 'page-data-admin'));
const news = collectionAt('news');
/** A published article's stored fields. */
const articleFields = (title: string, at: Date) => ({
  title,
  content: 'x',
  excerpt: 'x',
  category: 'General',
  published: true,
  authorId: 'u',
  createdAt: at,
  updatedAt: at,
});
const published = (n: number) => liveQuery(news, { where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: n });

/** A document snapshot of the Admin SDK made here (no server): what the render function bundles. */
function adminSnapshot(firestore: AdminFirestore, path: string, data: Record<string, unknown>) {
  const internal = firestore as unknown as {
    _serializer: { encodeFields(data: Record<string, unknown>): unknown };
    snapshot_(document: unknown, readTime: unknown): AdminSnapshot;
  };
  const fields = internal._serializer.encodeFields(data);
  const at = { seconds: 1_764_000_000, nanos: 0 };
  return internal.snapshot_(
    { name: `projects/demo-page-data/databases/(default)/documents/${path}`, fields, createTime: at, updateTime: at },
    at,
  );
}

describe('reads as plain data', () => {
  it('describe a read without the SDK, and the web query is built from that description', () => {
    expect(published(5)).toMatchObject({
      kind: 'query',
      collection: 'news',
      spec: { path: 'news', where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: 5 },
    });
    expect(isRead(published(5))).toBe(true);
    expect(isRead(collection(db, 'news'))).toBe(false);
    expect(
      queryEqual(
        sdkQuery(published(5), db),
        query(collection(db, 'news'), where('published', '==', true), orderBy('createdAt', 'desc'), limit(5)),
      ),
    ).toBe(
      false, // the SDK query carries the collection's converter, a plain one does not
    );
    expect(queryEqual(sdkQuery(published(5), db), sdkQuery(published(5), db))).toBe(true);
    const built = sdkQuery(published(5), db);
    expect(
      queryEqual(
        built,
        query(
          collection(db, 'news').withConverter(built.converter!),
          where('published', '==', true),
          orderBy('createdAt', 'desc'),
          limit(5),
        ),
      ),
    ).toBe(true);
    const from = new Date(Date.UTC(2026, 10, 27));
    const upcoming = sdkQuery(liveQuery(collectionAt('tournaments'), { where: [['date', '>=', from]] }), db);
    expect(queryEqual(upcoming, query(collection(db, 'tournaments').withConverter(upcoming.converter!), where('date', '>=', from)))).toBe(
      true,
    );
    const registrations = liveQuery(collectionAt('tournamentRegistrations', { tournamentId: 't1' }));
    expect(registrations.spec.path).toBe('tournaments/t1/registrations');
    const article = sdkDoc(liveDoc('news', 'a'), db);
    expect(refEqual(article, doc(db, 'news/a').withConverter(article.converter!))).toBe(true);
  });

  it('the Admin query is built from the same description', () => {
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
    expect(published(5).key).toBe(published(5).key);
    expect(published(5).key).not.toBe(published(6).key);
    expect(liveQuery(news, { where: [['published', '==', false]] }).key).not.toBe(
      liveQuery(news, { where: [['published', '==', true]] }).key,
    );
    expect(liveQuery(news, { orderBy: [['createdAt', 'asc']] }).key).not.toBe(liveQuery(news, { orderBy: [['createdAt', 'desc']] }).key);
    const at = new Date(Date.UTC(2026, 10, 27));
    expect(querySpecKey(querySpec('t', { where: [['d', '==', at]] }))).not.toBe(
      querySpecKey(querySpec('t', { where: [['d', '==', at.toISOString()]] })),
    );
    expect(querySpecKey(querySpec('t', { where: [['d', '==', at]] }))).toBe(
      querySpecKey(querySpec('t', { where: [['d', '==', new Date(at)]] })),
    );
    expect(liveDoc('news', 'a').key).toBe('doc:news/a');
  });

  it("answers the reads it holds, in the server's order, and nothing else (a web SDK source never)", () => {
    const stored = (path: string, data: Record<string, unknown>): StoredDoc => ({
      id: path.split('/').pop()!,
      ref: { path },
      exists: () => true,
      data: () => data,
    });
    const at = new Date(Date.UTC(2026, 10, 1));
    const article = (title: string) => articleFields(title, at);
    const docs = new Map([
      ['news/b', stored('news/b', article('B'))],
      ['news/a', stored('news/a', article('A'))],
    ]);
    const all = liveQuery(news, { where: [['published', '==', true]] });
    const data = pageDataOf(
      {
        queries: { [all.key]: ['news/b', 'news/a'] },
        docs: { 'doc:news/a': 'news/a', 'doc:news/x': 'news/x' },
        missing: ['news/x'],
      },
      (path) => docs.get(path) ?? null,
    );
    // An equal read described again (another object) finds the same data.
    const rows = data.read(liveQuery(news, { where: [['published', '==', true]] }))?.value as { title: string; id: string }[];
    expect(rows.map((r) => [r.title, r.id])).toEqual([
      ['B', 'b'],
      ['A', 'a'],
    ]);
    expect(data.read(liveDoc('news', 'a'))?.value).toMatchObject({ title: 'A', id: 'a' });
    expect(data.read(liveDoc('news', 'x'))).toEqual({ value: null });
    expect(data.read(liveDoc('news', 'other'))).toBeUndefined();
    expect(data.read(liveQuery(news, { limit: 1 }))).toBeUndefined();
    expect(data.read(doc(db, 'news/a'))).toBeUndefined();
  });
});

describe("a page's bundle read as plain data (bundle-docs.ts)", () => {
  it("decodes every value the Admin SDK writes into a bundle as the SDK's converters would read it", () => {
    const moment = AdminTimestamp.fromMillis(Date.UTC(2026, 10, 27, 7, 30, 0, 123));
    const data = {
      at: moment,
      when: new Date(Date.UTC(2026, 10, 27)),
      epoch: AdminTimestamp.fromMillis(0),
      count: 3,
      big: 2 ** 40,
      ratio: 1.5,
      words: 'é ✓ </script> "quoted"',
      nothing: null,
      yes: true,
      list: [1, 'a', { deep: [false] }],
      map: { a: { b: 2 } },
      ref: admin.doc('teams/t1'),
    };
    const bundle = admin
      .bundle('b')
      .add(adminSnapshot(admin, 'news/a', data))
      .build()
      .toString('utf8');
    expect(bundleElements(bundle).map((e) => Object.keys(e)[0])).toEqual(['metadata', 'documentMetadata', 'document']);
    const docs = bundleDocs(bundle);
    const read = docs.get('news/a');
    expect(read?.id).toBe('a');
    expect(read?.ref.path).toBe('news/a');
    const plain = read!.data()!;
    expect(plain.at).toBeInstanceOf(PlainTimestamp);
    expect(plain.at).toMatchObject({ seconds: moment.seconds, nanoseconds: moment.nanoseconds });
    // What the converters parse: the same as from the Admin SDK's own data.
    expect(timestampsToDates(plain)).toEqual({
      ...(timestampsToDates({ ...data, ref: undefined }) as Record<string, unknown>),
      ref: { path: 'teams/t1', id: 't1' },
    });
    expect((timestampsToDates(plain) as { epoch: Date }).epoch.getTime()).toBe(0);
  });

  it('reads a whole article through its schema, as the web SDK would', () => {
    const created = new Date(Date.UTC(2026, 10, 1, 9));
    const fields = { ...articleFields('Ünïcode ✓', created), content: 'Body', excerpt: 'E' };
    const bundle = admin
      .bundle('b')
      .add(adminSnapshot(admin, 'news/n1', fields))
      .add(adminSnapshot(admin, 'news/n2', { ...fields, title: 'Two' }))
      .build()
      .toString('utf8');
    const docs = bundleDocs(bundle);
    const article = liveDoc('news', 'n1');
    expect(parserOf(article.collection)(docs.get('news/n1')!)).toMatchObject({ id: 'n1', title: 'Ünïcode ✓', createdAt: created });
    expect([...docs.keys()]).toEqual(['news/n1', 'news/n2']);
  });

  it('reads timestamps in either of their JSON forms, and refuses what is not a bundle', () => {
    expect(parseTimestamp('2026-11-27T07:30:00.123456789Z')).toEqual(new PlainTimestamp(Date.UTC(2026, 10, 27, 7, 30) / 1000, 123_456_789));
    expect(parseTimestamp('2026-11-27T07:30:00Z').toDate()).toEqual(new Date(Date.UTC(2026, 10, 27, 7, 30)));
    expect(parseTimestamp({ nanos: 5 })).toEqual(new PlainTimestamp(0, 5));
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(() => decodeValue({} as never)).toThrow(/unknown type/);
    expect(() => bundleElements('12{"a":1}')).toThrow(/malformed/);
  });
});

describe("a page's values as the server parsed them (page-data.ts, decision 0030)", () => {
  /** A page whose data script holds `script` (what arrivedPageData reads). */
  const pageWith = (script: unknown) =>
    ({ getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: JSON.stringify(script) } : null) }) as unknown as Document;

  it('crosses in JSON and comes back as the parse gave it: dates, bytes, references and geo points as the browser reads them', () => {
    const moment = new Date(Date.UTC(2026, 10, 27, 7, 30, 0, 123));
    const parsed = {
      id: 'a',
      at: moment,
      list: [moment, 1, 'x', null, { deep: [true] }],
      bytes: new Uint8Array([0, 1, 254, 255]),
      ref: admin.doc('teams/t1'),
      where: new (class GeoPoint {
        constructor(
          readonly latitude: number,
          readonly longitude: number,
        ) {}
      })(25.1, 55.2),
      gone: undefined,
    };
    const json = JSON.stringify(pageValue(parsed));
    expect(json).not.toContain('firestore');
    return arrivedPageData(pageWith({ queries: {}, docs: {}, missing: [], values: { 'doc:news/a': JSON.parse(json) }, bundle: '' })).then(
      (arrived) => {
        const value = arrived!.data.read(liveDoc('news', 'a'))!.value as Record<string, unknown>;
        expect(value).toEqual({
          id: 'a',
          at: moment,
          list: [moment, 1, 'x', null, { deep: [true] }],
          bytes: new Uint8Array([0, 1, 254, 255]),
          ref: { path: 'teams/t1', id: 't1' },
          where: { latitude: 25.1, longitude: 55.2 },
        });
        expect(value.at).toBeInstanceOf(Date);
        expect(value.bytes).toBeInstanceOf(Uint8Array);
      },
    );
  });

  it('answers only the reads it holds, with the same value each time; a missing document is null', () => {
    const list = liveQuery(news, { where: [['published', '==', true]] });
    const data = pageDataOfValues({ [list.key]: [{ id: 'b' }], 'doc:news/x': null });
    const first = data.read(liveQuery(news, { where: [['published', '==', true]] }));
    expect(first?.value).toEqual([{ id: 'b' }]);
    expect(data.read(list)).toBe(first);
    expect(data.read(liveDoc('news', 'x'))).toEqual({ value: null });
    expect(data.read(liveDoc('news', 'other'))).toBeUndefined();
    expect(data.read(doc(db, 'news/x'))).toBeUndefined();
  });

  it('gives the values the server rendered with: the parse of its documents, sent and read back', async () => {
    const at = new Date(Date.UTC(2026, 10, 1, 9));
    const fields = articleFields('T', at);
    const bundle = admin
      .bundle('b')
      .add(adminSnapshot(admin, 'news/n1', fields))
      .build()
      .toString('utf8');
    const article = liveDoc('news', 'n1');
    const parsed = valueOf(article, bundleDocs(bundle).get('news/n1')!);
    const manifest = { queries: {}, docs: { [article.key]: 'news/n1' }, missing: [] };
    const sent = await arrivedPageData(pageWith({ ...manifest, values: { [article.key]: pageValue(parsed) }, bundle }));
    expect(sent!.data.read(article)!.value).toEqual(parsed);
    // A page kept from before the values were sent: its bundle is parsed, to the same value.
    const kept = await arrivedPageData(pageWith({ ...manifest, bundle }));
    expect(kept!.data.read(article)!.value).toEqual(parsed);
    expect(kept!.bundle).toBe(bundle);
    expect(await arrivedPageData({ getElementById: () => null } as unknown as Document)).toBeNull();
  });
});
