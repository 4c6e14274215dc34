/**
 * The render function (render/, decision 0013) on the emulators: each public
 * page's HTML as the function returns it holds its data and its head tags;
 * the cache header, the 404s and the unpublished-article redirect; nothing of
 * a member's private profile reaches any public page or its bundle.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';
import { renderedPaths } from '../../src/config/routes';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { par3EventFor, tournamentRegistrationFor } from '../support/builders';
import { contractMinimal } from './callables-helpers';
import { PROJECT_ID, clearAll, closeAdmin, db, profileFor, waitFor } from './helpers';

const FUNCTION = `http://${useEmulatorEnv().functions}/${PROJECT_ID}/us-central1/render`;
const page = (path: string) => fetch(`${FUNCTION}${path}`, { redirect: 'manual' });

const PUBLIC_ROUTES: readonly string[] = renderedPaths;
const now = Timestamp.now();
const article = {
  title: 'Rahul Shoots 44 Points at the Creek',
  category: 'Results',
  excerpt: 'A record round on a windy morning at Dubai Creek.',
  content: 'The wind picked up after the turn.\n\nRahul kept his ball low and finished with three birdies.',
  heroImageUrl: '/images/seed/news-1.webp',
  published: true,
  authorId: 'admin',
  createdAt: now,
  updatedAt: now,
};
const tournament = { ...contractMinimal.tournament(), name: 'Creek Autumn Medal', location: 'Dubai Creek Golf & Yacht Club' };
const described = 'Two-man better ball, shotgun start, prizes for nearest the pin.';
const privateProfile = profileFor('secret-member', 'hidden.member@example.com', { phone: '+971 55 987 6543', fullName: 'Hidden Member' });

/** The page data script's text (manifest and bundle) in a page. */
const pageData = (html: string) => /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

afterAll(closeAdmin);
beforeAll(async () => {
  await clearAll();
  await Promise.all([
    db.doc('news/creek-record').set(article),
    db.doc('news/draft').set({ ...article, title: 'Draft: Not For Visitors', published: false }),
    db.doc('tournaments/creek-medal').set(tournament),
    db.doc('tournaments/creek-described').set({ ...tournament, name: 'Creek Described Cup', description: described }),
    db
      .doc('sponsors/acme')
      .set({ name: 'Acme Golf Supplies', description: '', tier: 'gold', logoUrl: '', websiteUrl: '', displayOrder: 1, active: true }),
    db
      .doc('sponsors/gone')
      .set({ name: 'Former Partner Ltd', description: '', tier: 'silver', logoUrl: '', websiteUrl: '', displayOrder: 2, active: false }),
    db.doc('profiles/secret-member').set(privateProfile),
    db.doc('par3Events/night-1').set(par3EventFor('Wednesday Lights Night', { location: 'Els Club Par 3 Course' })),
  ]);
});

describe('the render function', { timeout: 90_000 }, () => {
  it('an article: its title and text in the HTML, its own title, description, canonical, Open Graph and JSON-LD, a CDN cache header', async () => {
    const response = await page('/news/creek-record');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toContain(`<title>${article.title} | Clubhouse</title>`);
    expect(html).toContain('Rahul kept his ball low and finished with three birdies.');
    expect(html).toMatch(/<h1[^>]*>Rahul Shoots 44 Points at the Creek<\/h1>/);
    expect(meta(html, 'og:title')).toBe(article.title);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:description')).toBe(article.excerpt);
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/seed\/news-1\.webp$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(/<meta name="description" content="A record round on a windy morning at Dubai Creek\."/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/news\/creek-record">/);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: article.title });
    // The data travels with the page: a bundle of the article's document, and its value as the page was
    // rendered with it (parsed by its schema, dates tagged: the browser hydrates from it without zod).
    const data = JSON.parse(pageData(html) ?? '{}') as { docs: Record<string, string>; bundle: string; values: Record<string, unknown> };
    expect(Object.values(data.docs)).toContain('news/creek-record');
    expect(data.bundle).toContain('projects/demo-clubhouse/databases/(default)/documents/news/creek-record');
    expect(data.values['doc:news/creek-record']).toMatchObject({
      id: 'creek-record',
      title: article.title,
      createdAt: { $date: now.toMillis() },
    });
  });

  it('a tournament: its name, date and venue, and SportsEvent JSON-LD', async () => {
    const response = await page('/tournament/creek-medal');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Creek Autumn Medal');
    expect(html).toContain('Dubai Creek Golf &amp; Yacht Club');
    expect(html).toContain(formatDate(tournament.date.toDate(), 'weekday'));
    expect(meta(html, 'og:title')).toBe('Creek Autumn Medal');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'SportsEvent', name: 'Creek Autumn Medal', location: { name: tournament.location } });
  });

  it("a tournament's link preview always says when and where, with or without a description", async () => {
    const whenWhere = `${formatDate(tournament.date.toDate(), 'weekday')} at ${tournament.location}.`;
    const bare = await (await page('/tournament/creek-medal')).text();
    expect(meta(bare, 'og:description')).toBe(whenWhere.replace('&', '&amp;'));
    const html = await (await page('/tournament/creek-described')).text();
    const expected = `${whenWhere} ${described}`.replace('&', '&amp;');
    expect(meta(html, 'og:description')).toBe(expected);
    expect(meta(html, 'twitter:description')).toBe(expected);
    expect(meta(html, 'description')).toBe(expected);
  });

  it('/par3-league: each upcoming Par 3 night is a SportsEvent in JSON-LD', async () => {
    const html = await (await page('/par3-league')).text();
    expect(html).toContain('Wednesday Lights Night');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    );
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'SportsEvent',
        name: 'Wednesday Lights Night',
        location: expect.objectContaining({ name: 'Els Club Par 3 Course' }),
      }),
    ]);
  });

  it('/: the first slide is the one image with fetchpriority=high, with its WebP widths in srcset', async () => {
    const slide = (n: number) => ({
      ...{ badge: 'Season', title: `Slide ${n}`, subtitle: 'Golf', cta: 'Join', ctaLink: '/join' },
      ...{ imageUrl: `/images/seed/hero-${n}.webp`, displayOrder: n, isActive: true },
    });
    await Promise.all([db.doc('heroSlides/one').set(slide(1)), db.doc('heroSlides/two').set(slide(2))]);
    const html = await (await page('/')).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    // (HTML attribute names are case-insensitive: React writes fetchPriority as it is spelled.)
    const high = images.filter((img) => /fetchpriority="high"/i.test(img));
    expect(high).toHaveLength(1);
    expect(high[0]).toContain('src="/images/seed/hero-1.webp"');
    expect(high[0]?.toLowerCase()).toContain(
      'srcset="/images/seed/hero-1@480w.webp 480w, /images/seed/hero-1@960w.webp 960w, /images/seed/hero-1@1600w.webp 1600w"',
    );
    expect(high[0]).toMatch(/sizes="100vw"/);
    expect(high[0]).toMatch(/ width="\d+"/);
    expect(high[0]).toMatch(/ height="\d+"/);
  });

  it('lists: /news holds the published article (not the draft), /sponsors the active sponsor (not the inactive one), /tournaments the tournament', async () => {
    const news = await (await page('/news')).text();
    expect(news).toContain(article.title);
    expect(news).not.toContain('Draft: Not For Visitors');
    const sponsors = await (await page('/sponsors')).text();
    expect(sponsors).toContain('Acme Golf Supplies');
    expect(sponsors).not.toContain('Former Partner Ltd');
    const tournaments = await (await page('/tournaments')).text();
    expect(tournaments).toContain('Creek Autumn Medal');
  });

  it('an unpublished article redirects to /news; an unknown article, tournament or address is a 404', async () => {
    const draft = await page('/news/draft');
    expect(draft.status).toBe(302);
    expect(draft.headers.get('location')).toBe('/news');
    expect(await draft.text()).not.toContain('Draft: Not For Visitors');
    for (const path of ['/news/no-such-article', '/tournament/no-such-tournament', '/no-such-page']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60');
    }
  });

  it("a missing article's 404 says so in its HTML, with a link to /news", async () => {
    const response = await page('/news/no-such-article');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Article not found | Clubhouse</title>');
    expect(html).toMatch(/<h1[^>]*>Article not found<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/news"[^>]*>.*Back to News<\/a>/);
  });

  it("no public page, nor the bundle it carries, holds a member's phone or email", async () => {
    for (const path of [...PUBLIC_ROUTES, '/news/creek-record', '/tournament/creek-medal']) {
      const html = await (await page(path)).text();
      expect(html.length, path).toBeGreaterThan(1000);
      expect(html, path).not.toContain(privateProfile.email);
      expect(html, path).not.toContain(privateProfile.phone);
      expect(html, path).not.toContain('+971559876543');
      expect(html, path).not.toContain('profiles/');
    }
  });

  it('a page view costs the same reads however long its lists grow: /news (a page of 9, and one more row to know there are more), /teams, /tournament/{id}', async () => {
    const readsOf = async (path: string) => {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      return Number(response.headers.get('x-firestore-reads'));
    };
    const views = async () => ({
      news: await readsOf('/news'),
      teams: await readsOf('/teams'),
      tournament: await readsOf('/tournament/creek-medal'),
    });
    let people = 0;
    /** `count` more published articles, member cards, registrations and scores; resolves once the digests list them. */
    const grow = async (count: number) => {
      const from = people;
      people += count;
      await Promise.all(
        Array.from({ length: count }, (_, k) => {
          const i = from + k;
          const uid = `grown-${i}`;
          const fullName = `Grown Member ${i}`;
          const at = Timestamp.fromMillis(now.toMillis() - (i + 1) * 60_000);
          return Promise.all([
            db.doc(`news/grown-${i}`).set({ ...article, title: `Report ${i}`, createdAt: at, updatedAt: at }),
            db.doc(`members/${uid}`).set({ fullName, avatarUrl: '', handicap: 10, teamId: null, isCaptain: false, isGuest: false }),
            db.doc(`tournaments/creek-medal/registrations/${uid}`).set(tournamentRegistrationFor({ uid, fullName })),
            db
              .doc(`scores/grown-${i}`)
              .set({ tournamentId: 'creek-medal', memberId: uid, teamId: null, grossScore: 80, netScore: 70, points: i, birdies: 0 }),
          ]);
        }),
      );
      const listed = async (path: string, field: string) => Object.keys(((await db.doc(path).get()).get(field) ?? {}) as object).length;
      await waitFor(
        () => listed('rosters/current', 'cards'),
        (n) => n >= people,
        { what: 'the roster digest', timeoutMs: 60_000 },
      );
      await waitFor(
        () => listed('tournamentBoards/creek-medal', 'registrations'),
        (n) => n === people,
        { what: 'the registrations', timeoutMs: 60_000 },
      );
      await waitFor(
        () => listed('tournamentBoards/creek-medal', 'scores'),
        (n) => n === people,
        { what: 'the scores', timeoutMs: 60_000 },
      );
    };

    await grow(10);
    const before = await views();
    await grow(30);
    const after = await views();
    expect(after).toEqual(before);
    // And the pages still show everyone: the tournament its whole field, the teams page every sub
    // (its first part, then all of them behind "Show all": ?all=1, issue 31).
    const field = await (await page('/tournament/creek-medal')).text();
    // Every grown member is a sub, and so is the fixture's secret member (its card comes from its profile).
    expect(await (await page('/teams')).text()).toContain(`Show all ${people + 1} subs`);
    const teams = await (await page('/teams?all=1')).text();
    for (const i of [0, 39]) {
      expect(field).toContain(`Grown Member ${i}`);
      expect(teams).toContain(`Grown Member ${i}`);
    }
  });
});
