import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ANYONE, accessTable, allow, at, deny, expectAccess, table, useRules } from './env';

const sponsor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Golf',
  description: 'Clubs and balls.',
  tier: 'gold',
  logoUrl: '',
  websiteUrl: 'https://acme.example.com',
  displayOrder: 1,
  active: true,
  ...overrides,
});

const slide = (overrides: Record<string, unknown> = {}) => ({
  badge: 'Season 2026',
  title: 'Play with us',
  subtitle: 'Monthly tournaments across the Emirates.',
  cta: 'Join now',
  ctaLink: '/join',
  imageUrl: 'https://example.com/hero.jpg',
  displayOrder: 0,
  isActive: true,
  ...overrides,
});

const page = (sections: Record<string, unknown>) => ({ sections, updatedAt: serverTimestamp() });

const { as } = useRules(() => ({
  'sponsors/on': sponsor(),
  'sponsors/off': sponsor({ name: 'Old Sponsor', active: false }),
  'heroSlides/on': slide(),
  'heroSlides/off': slide({ isActive: false }),
  'pageContent/about': { sections: { hero_heading: 'About us' }, updatedAt: at('2026-01-01T00:00:00Z') },
}));

describe('sponsors', () => {
  accessTable(as, {
    path: 'sponsors/on',
    newPath: 'sponsors/new',
    list: (db) => query(collection(db, 'sponsors'), where('active', '==', true)),
    create: () => sponsor({ name: 'New Sponsor' }),
    update: () => ({ tier: 'platinum', displayOrder: 0 }),
    allowed: { get: ANYONE, list: ANYONE, create: ['admin'], update: ['admin'], delete: ['admin'] },
  });

  it.each(table(['admin']))('inactive sponsor: get as %s allowed %s', async (who, ok) => {
    await expectAccess(getDoc(doc(as()[who], 'sponsors/off')), ok);
  });
  it.each(table(['admin']))('whole list, inactive included: as %s allowed %s', async (who, ok) => {
    await expectAccess(getDocs(collection(as()[who], 'sponsors')), ok);
  });

  it('lets an admin create a sponsor at the limits', async () => {
    await allow(
      setDoc(
        doc(as().admin, 'sponsors/new'),
        sponsor({
          name: 'x'.repeat(100),
          description: 'x'.repeat(500),
          tier: 'silver',
          logoUrl: 'https://example.com/l.png',
          displayOrder: 0,
          active: false,
        }),
      ),
    );
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a description over 500 characters', { description: 'x'.repeat(501) }],
    ['an unknown tier', { tier: 'bronze' }],
    ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }],
    ['a website that is no URL', { websiteUrl: 'acme dot com' }],
    ['a negative display order', { displayOrder: -1 }],
    ['a fractional display order', { displayOrder: 1.5 }],
    ['a non-boolean active flag', { active: 1 }],
    ['an unknown field', { featured: true }],
  ])('refuses an admin sponsor with %s', async (_name, overrides) => {
    await deny(setDoc(doc(as().admin, 'sponsors/new'), sponsor(overrides)));
  });
});

describe('heroSlides', () => {
  accessTable(as, {
    path: 'heroSlides/on',
    newPath: 'heroSlides/new',
    list: (db) => query(collection(db, 'heroSlides'), where('isActive', '==', true)),
    create: () => slide({ title: 'New slide' }),
    update: () => ({ title: 'Renamed', displayOrder: 2 }),
    allowed: { get: ANYONE, list: ANYONE, create: ['admin'], update: ['admin'], delete: ['admin'] },
  });

  it.each(table(['admin']))('inactive slide: get as %s allowed %s', async (who, ok) => {
    await expectAccess(getDoc(doc(as()[who], 'heroSlides/off')), ok);
  });
  it.each(table(['admin']))('whole list, inactive included: as %s allowed %s', async (who, ok) => {
    await expectAccess(getDocs(collection(as()[who], 'heroSlides')), ok);
  });

  it('lets an admin create a slide at the limits', async () => {
    await allow(
      setDoc(
        doc(as().admin, 'heroSlides/new'),
        slide({
          badge: 'x'.repeat(50),
          title: 'x'.repeat(100),
          subtitle: 'x'.repeat(300),
          cta: 'x'.repeat(50),
          ctaLink: `https://example.com/${'x'.repeat(2028)}`,
          isActive: false,
        }),
      ),
    );
  });

  it.each([
    ['an empty badge', { badge: '' }],
    ['a badge over 50 characters', { badge: 'x'.repeat(51) }],
    ['an empty title', { title: '' }],
    ['a title over 100 characters', { title: 'x'.repeat(101) }],
    ['a subtitle over 300 characters', { subtitle: 'x'.repeat(301) }],
    ['an empty call to action', { cta: '' }],
    ['a call to action over 50 characters', { cta: 'x'.repeat(51) }],
    ['an empty link', { ctaLink: '' }],
    ['a link over 2048 characters', { ctaLink: `https://example.com/${'x'.repeat(2029)}` }],
    ['a javascript: link', { ctaLink: 'javascript:alert(1)' }],
    ['no image', { imageUrl: '' }],
    ['a negative display order', { displayOrder: -1 }],
    ['a non-boolean active flag', { isActive: 'true' }],
    ['an unknown field', { video: 'x' }],
  ])('refuses an admin slide with %s', async (_name, overrides) => {
    await deny(setDoc(doc(as().admin, 'heroSlides/new'), slide(overrides)));
  });
});

describe('pageContent', () => {
  accessTable(as, {
    path: 'pageContent/about',
    newPath: 'pageContent/home',
    create: () => page({ hero_heading: 'Welcome' }),
    update: () => ({ sections: { hero_heading: 'Hi' }, updatedAt: serverTimestamp() }),
    allowed: { get: ANYONE, list: ANYONE, create: ['admin'], update: ['admin'], delete: ['admin'] },
  });

  it.each(['join', 'news', 'par3-league', 'sponsors', 'teams', 'tournaments', 'terms', 'privacy', 'site_settings'])(
    'lets an admin write the %s page',
    async (pageName) => {
      await allow(setDoc(doc(as().admin, `pageContent/${pageName}`), page({ title: 'Title' })));
    },
  );

  it('lets an admin write 200 sections and a 160-character site description', async () => {
    const sections = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key_${i}`, 'text']));
    await allow(setDoc(doc(as().admin, 'pageContent/home'), page(sections)));
    await allow(setDoc(doc(as().admin, 'pageContent/site_settings'), page({ site_description: 'x'.repeat(160) })));
  });

  it.each([
    ['an unknown page', 'pageContent/secret', page({ a: 'b' })],
    ['201 sections', 'pageContent/home', page(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`key_${i}`, 'text'])))],
    ['a 161-character site description', 'pageContent/site_settings', page({ site_description: 'x'.repeat(161) })],
    ['a non-text site description', 'pageContent/site_settings', page({ site_description: 160 })],
    ['sections that are not a map', 'pageContent/home', { sections: 'text', updatedAt: serverTimestamp() }],
    ['a stale update time', 'pageContent/home', { sections: {}, updatedAt: at('2020-01-01T00:00:00Z') }],
    ['an unknown field', 'pageContent/home', { ...page({}), draft: true }],
  ])('refuses an admin page with %s', async (_name, path, data) => {
    await deny(setDoc(doc(as().admin, path), data));
  });

  it('allows a long description on pages other than site_settings', async () => {
    await allow(
      updateDoc(doc(as().admin, 'pageContent/about'), { sections: { site_description: 'x'.repeat(500) }, updatedAt: serverTimestamp() }),
    );
  });
});
