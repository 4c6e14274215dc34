import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, ANYONE, accessTable, useRules, type Db } from './env';

const stored = (published: boolean) => ({
  title: published ? 'Spring Classic results' : 'Draft: sponsor news',
  category: 'Tournament',
  excerpt: 'A short excerpt.',
  content: 'The whole story.',
  heroImageUrl: '',
  published,
  authorId: ADMIN_UID,
  createdAt: Timestamp.fromDate(new Date('2026-01-01T10:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-01-01T10:00:00Z')),
});

const newArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'New article',
  category: 'Society',
  excerpt: 'Excerpt',
  content: 'Content',
  heroImageUrl: '',
  published: false,
  authorId: ADMIN_UID,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const { as } = useRules(() => ({ 'news/published': stored(true), 'news/draft': stored(false) }));
const published = (db: Db) => query(collection(db, 'news'), where('published', '==', true));

describe('news', () => {
  accessTable(as, {
    path: 'news/published',
    newPath: 'news/new',
    list: published,
    create: () => newArticle(),
    update: () => ({ title: 'Corrected', updatedAt: serverTimestamp() }),
    allowed: { get: ANYONE, list: ANYONE, create: ['admin'], update: ['admin'], delete: ['admin'] },
  });

  describe('get', () => {
    it('lets anyone read a published article', async () => {
      await assertSucceeds(getDoc(doc(as().visitor, 'news/published')));
      await assertSucceeds(getDoc(doc(as().member, 'news/published')));
      await assertSucceeds(getDoc(doc(as().admin, 'news/published')));
    });
    it('hides an unpublished article from visitors and members', async () => {
      await assertFails(getDoc(doc(as().visitor, 'news/draft')));
      await assertFails(getDoc(doc(as().member, 'news/draft')));
      await assertFails(getDoc(doc(as().fakeAdmin, 'news/draft')));
    });
    it('lets an admin read an unpublished article', async () => {
      await assertSucceeds(getDoc(doc(as().admin, 'news/draft')));
    });
  });

  describe('list', () => {
    it('lets anyone list published articles', async () => {
      await assertSucceeds(getDocs(published(as().visitor)));
      await assertSucceeds(getDocs(published(as().member)));
    });
    it('refuses visitors and members a list that could include drafts', async () => {
      await assertFails(getDocs(collection(as().visitor, 'news')));
      await assertFails(getDocs(collection(as().member, 'news')));
      await assertFails(getDocs(query(collection(as().member, 'news'), where('published', '==', false))));
    });
    it('lets an admin list every article', async () => {
      await assertSucceeds(getDocs(collection(as().admin, 'news')));
    });
  });

  describe('create', () => {
    it('lets an admin create a valid article as its author', async () => {
      await assertSucceeds(setDoc(doc(as().admin, 'news/new'), newArticle()));
    });
    it('refuses visitors, members and a forged claim', async () => {
      await assertFails(setDoc(doc(as().visitor, 'news/new'), newArticle()));
      await assertFails(setDoc(doc(as().member, 'news/new'), newArticle({ authorId: 'member-1' })));
      await assertFails(setDoc(doc(as().fakeAdmin, 'news/new'), newArticle({ authorId: 'member-3' })));
    });
    it.each([
      ['another author', { authorId: 'someone-else' }],
      ['an empty title', { title: '' }],
      ['a title over 200 characters', { title: 'x'.repeat(201) }],
      ['a category over 50 characters', { category: 'x'.repeat(51) }],
      ['an excerpt over 300 characters', { excerpt: 'x'.repeat(301) }],
      ['content over 10000 characters', { content: 'x'.repeat(10001) }],
      ['a javascript: image URL', { heroImageUrl: 'javascript:alert(1)' }],
      ['a non-boolean published flag', { published: 'yes' }],
      ['a client-chosen creation time', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
      ['an unknown field', { pinned: true }],
    ])('refuses an admin article with %s', async (_name, overrides) => {
      await assertFails(setDoc(doc(as().admin, 'news/new'), newArticle(overrides)));
    });
    it('refuses an article with a missing field', async () => {
      const article: Record<string, unknown> = newArticle();
      delete article.excerpt;
      await assertFails(setDoc(doc(as().admin, 'news/new'), article));
    });
  });

  describe('update', () => {
    it('lets an admin edit and publish an article', async () => {
      await assertSucceeds(updateDoc(doc(as().admin, 'news/draft'), { published: true, title: 'Now live', updatedAt: serverTimestamp() }));
    });
    it('refuses visitors and members', async () => {
      await assertFails(updateDoc(doc(as().visitor, 'news/published'), { title: 'x', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as().member, 'news/draft'), { published: true, updatedAt: serverTimestamp() }));
    });
    it('refuses an admin update that rewrites the author or creation time, or breaks a limit', async () => {
      await assertFails(updateDoc(doc(as().admin, 'news/draft'), { authorId: 'x', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as().admin, 'news/draft'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as().admin, 'news/draft'), { title: '', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(as().admin, 'news/draft'), { title: 'Stale timestamp' }));
    });
  });

  describe('delete', () => {
    it('lets an admin delete an article', async () => {
      await assertSucceeds(deleteDoc(doc(as().admin, 'news/published')));
    });
    it('refuses visitors and members', async () => {
      await assertFails(deleteDoc(doc(as().visitor, 'news/published')));
      await assertFails(deleteDoc(doc(as().member, 'news/published')));
    });
  });
});
