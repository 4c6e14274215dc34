import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_KEPT, ADMIN_UID, accessTable, adminCreates, allow, at, deny, useRules, type Db } from './env';

const stored = (published: boolean) => ({
  title: published ? 'Spring Classic results' : 'Draft: sponsor news',
  category: 'Tournament',
  excerpt: 'A short excerpt.',
  content: 'The whole story.',
  heroImageUrl: '',
  published,
  authorId: ADMIN_UID,
  createdAt: at('2026-01-01T10:00:00Z'),
  updatedAt: at('2026-01-01T10:00:00Z'),
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
    allowed: ADMIN_KEPT,
  });

  describe('get', () => {
    it('lets anyone read a published article', async () => {
      await allow(getDoc(doc(as().visitor, 'news/published')));
      await allow(getDoc(doc(as().member, 'news/published')));
      await allow(getDoc(doc(as().admin, 'news/published')));
    });
    it('hides an unpublished article from visitors and members', async () => {
      await deny(getDoc(doc(as().visitor, 'news/draft')));
      await deny(getDoc(doc(as().member, 'news/draft')));
      await deny(getDoc(doc(as().fakeAdmin, 'news/draft')));
    });
    it('lets an admin read an unpublished article', async () => {
      await allow(getDoc(doc(as().admin, 'news/draft')));
    });
  });

  describe('list', () => {
    it('lets anyone list published articles', async () => {
      await allow(getDocs(published(as().visitor)));
      await allow(getDocs(published(as().member)));
    });
    it('refuses visitors and members a list that could include drafts', async () => {
      await deny(getDocs(collection(as().visitor, 'news')));
      await deny(getDocs(collection(as().member, 'news')));
      await deny(getDocs(query(collection(as().member, 'news'), where('published', '==', false))));
    });
    it('lets an admin list every article', async () => {
      await allow(getDocs(collection(as().admin, 'news')));
    });
  });

  describe('create', () => {
    it('lets an admin create a valid article as its author', async () => {
      await allow(setDoc(doc(as().admin, 'news/new'), newArticle()));
    });
    it('refuses visitors, members and a forged claim', async () => {
      await deny(setDoc(doc(as().visitor, 'news/new'), newArticle()));
      await deny(setDoc(doc(as().member, 'news/new'), newArticle({ authorId: 'member-1' })));
      await deny(setDoc(doc(as().fakeAdmin, 'news/new'), newArticle({ authorId: 'member-3' })));
    });
    adminCreates(as, {
      path: 'news/new',
      build: newArticle,
      what: 'an article',
      refused: [
        ['another author', { authorId: 'someone-else' }],
        ['an empty title', { title: '' }],
        ['a title over 200 characters', { title: 'x'.repeat(201) }],
        ['a category over 50 characters', { category: 'x'.repeat(51) }],
        ['an excerpt over 300 characters', { excerpt: 'x'.repeat(301) }],
        ['content over 10000 characters', { content: 'x'.repeat(10001) }],
        ['a javascript: image URL', { heroImageUrl: 'javascript:alert(1)' }],
        ['a non-boolean published flag', { published: 'yes' }],
        ['a client-chosen creation time', { createdAt: at('2020-01-01') }],
        ['an unknown field', { pinned: true }],
      ],
    });
    it('refuses an article with a missing field', async () => {
      const article: Record<string, unknown> = newArticle();
      delete article.excerpt;
      await deny(setDoc(doc(as().admin, 'news/new'), article));
    });
  });

  describe('update', () => {
    it('lets an admin edit and publish an article', async () => {
      await allow(updateDoc(doc(as().admin, 'news/draft'), { published: true, title: 'Now live', updatedAt: serverTimestamp() }));
    });
    it('refuses visitors and members', async () => {
      await deny(updateDoc(doc(as().visitor, 'news/published'), { title: 'x', updatedAt: serverTimestamp() }));
      await deny(updateDoc(doc(as().member, 'news/draft'), { published: true, updatedAt: serverTimestamp() }));
    });
    it('refuses an admin update that rewrites the author or creation time, or breaks a limit', async () => {
      await deny(updateDoc(doc(as().admin, 'news/draft'), { authorId: 'x', updatedAt: serverTimestamp() }));
      await deny(updateDoc(doc(as().admin, 'news/draft'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
      await deny(updateDoc(doc(as().admin, 'news/draft'), { title: '', updatedAt: serverTimestamp() }));
      await deny(updateDoc(doc(as().admin, 'news/draft'), { title: 'Stale timestamp' }));
    });
  });

  describe('delete', () => {
    it('lets an admin delete an article', async () => {
      await allow(deleteDoc(doc(as().admin, 'news/published')));
    });
    it('refuses visitors and members', async () => {
      await deny(deleteDoc(doc(as().visitor, 'news/published')));
      await deny(deleteDoc(doc(as().member, 'news/published')));
    });
  });
});
