import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ADMIN_KEPT,
  accessTable,
  adminKept,
  allow,
  at,
  deny,
  expectAccess,
  table,
  textAtLimits,
  textRefused,
  useRules,
  type AdminKeptSpec,
} from './env';

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

const SPONSOR_TEXT = { name: { max: 100, required: true }, description: { max: 500 } };
const SLIDE_TEXT = {
  badge: { max: 50, required: true },
  title: { max: 100, required: true },
  subtitle: { max: 300 },
  cta: { max: 50, required: true, label: 'call to action' },
};

const page = (sections: Record<string, unknown>) => ({ sections, updatedAt: serverTimestamp() });

const { as } = useRules(() => ({
  'sponsors/on': sponsor(),
  'sponsors/off': sponsor({ name: 'Old Sponsor', active: false }),
  'heroSlides/on': slide(),
  'heroSlides/off': slide({ isActive: false }),
  'pageContent/about': { sections: { hero_heading: 'About us' }, updatedAt: at('2026-01-01T00:00:00Z') },
}));

/**
 * A collection visitors see only the active documents of (the fixtures `<name>/on`
 * and `<name>/off`), kept by admins: the access table lists the active ones, and
 * only an admin reads an inactive one or lists the whole collection.
 */
function activeOnly(name: string, flag: string, spec: Omit<AdminKeptSpec, 'path' | 'newPath' | 'list'>) {
  adminKept(as, {
    path: `${name}/on`,
    newPath: `${name}/new`,
    list: (db) => query(collection(db, name), where(flag, '==', true)),
    ...spec,
  });
  it.each(table(['admin']))(`inactive ${name}: get as %s allowed %s`, async (who, ok) => {
    await expectAccess(getDoc(doc(as()[who], `${name}/off`)), ok);
  });
  it.each(table(['admin']))('whole list, inactive included: as %s allowed %s', async (who, ok) => {
    await expectAccess(getDocs(collection(as()[who], name)), ok);
  });
}

describe('sponsors', () => {
  activeOnly('sponsors', 'active', {
    build: sponsor,
    what: 'a sponsor',
    create: { name: 'New Sponsor' },
    update: () => ({ tier: 'platinum', displayOrder: 0 }),
    accepted: [
      'at the limits',
      { ...textAtLimits(SPONSOR_TEXT), tier: 'silver', logoUrl: 'https://example.com/l.png', displayOrder: 0, active: false },
    ],
    refused: [
      ...textRefused(SPONSOR_TEXT),
      ['an unknown tier', { tier: 'bronze' }],
      ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }],
      ['a website that is no URL', { websiteUrl: 'acme dot com' }],
      ['a negative display order', { displayOrder: -1 }],
      ['a fractional display order', { displayOrder: 1.5 }],
      ['a non-boolean active flag', { active: 1 }],
      ['an unknown field', { featured: true }],
    ],
  });
});

describe('heroSlides', () => {
  activeOnly('heroSlides', 'isActive', {
    build: slide,
    what: 'a slide',
    create: { title: 'New slide' },
    update: () => ({ title: 'Renamed', displayOrder: 2 }),
    accepted: ['at the limits', { ...textAtLimits(SLIDE_TEXT), ctaLink: `https://example.com/${'x'.repeat(2028)}`, isActive: false }],
    refused: [
      ...textRefused(SLIDE_TEXT),
      ['an empty link', { ctaLink: '' }],
      ['a link over 2048 characters', { ctaLink: `https://example.com/${'x'.repeat(2029)}` }],
      ['a javascript: link', { ctaLink: 'javascript:alert(1)' }],
      ['no image', { imageUrl: '' }],
      ['a negative display order', { displayOrder: -1 }],
      ['a non-boolean active flag', { isActive: 'true' }],
      ['an unknown field', { video: 'x' }],
    ],
  });
});

describe('pageContent', () => {
  accessTable(as, {
    path: 'pageContent/about',
    newPath: 'pageContent/home',
    create: () => page({ hero_heading: 'Welcome' }),
    update: () => ({ sections: { hero_heading: 'Hi' }, updatedAt: serverTimestamp() }),
    allowed: ADMIN_KEPT,
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
