/**
 * A person's avatar (the kit's PersonAvatar, issue 30): plain elements under one global rule of the theme,
 * instead of Chakra's Avatar and its state machine, with what Chakra's showed: the initials under the photo.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonAvatar, initials } from '@/components/kit/PersonAvatar';
import { appSystem } from '@/lib/theme';
import { renderWithApp } from './render';

const system = appSystem();

describe('PersonAvatar', () => {
  it("writes a name's initials as Chakra's avatar does: the first and last words' first letters", () => {
    expect(initials('Alex Member')).toBe('AM');
    expect(initials('  Maria de la Cruz ')).toBe('MC');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });

  it('shows the initials under the photo, hidden from screen readers beside the name', () => {
    const { container } = renderWithApp(
      <>
        <PersonAvatar name="Alex Member" src="/images/alex.webp" size="md" palette="brand" />
        <PersonAvatar name="Sam Sub" size="xs" />
      </>,
    );
    const [withPhoto, without] = [...container.querySelectorAll('.person-avatar')];
    expect(withPhoto?.getAttribute('aria-hidden')).toBe('true');
    expect(withPhoto?.textContent).toBe('AM');
    expect(withPhoto?.getAttribute('data-size')).toBe('md');
    expect(withPhoto?.getAttribute('data-palette')).toBe('brand');
    const photo = withPhoto?.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/images/alex.webp');
    expect(photo?.getAttribute('alt')).toBe('');
    expect(photo?.getAttribute('loading')).toBe('lazy');
    expect(without?.textContent).toBe('SS');
    expect(without?.querySelector('img')).toBeNull();
  });

  it("hides a photo that cannot load, by index.html's one listener, so that the initials show instead of the broken-image sign", () => {
    // As a browser opens a page: index.html's inline script runs first, then the page's avatars arrive (the
    // server's HTML, hydrated or kept as it is, or rendered later by React).
    const dom = new JSDOM(readFileSync('index.html', 'utf8'), { url: 'http://127.0.0.1:5000/', runScripts: 'dangerously' });
    const { document, Event } = dom.window;
    document.body.insertAdjacentHTML(
      'beforeend',
      renderToStaticMarkup(<PersonAvatar name="Alex Member" src="/images/missing.webp" size="sm" />) +
        '<img id="other" src="/x.webp" alt="">',
    );
    const photo = document.querySelector<HTMLImageElement>('.person-avatar img')!;
    expect(photo.hidden).toBe(false);
    photo.dispatchEvent(new Event('error'));
    expect(photo.hidden).toBe(true);
    expect(photo.parentElement?.textContent).toBe('AM');
    // Only a person's photo: any other image is the page's own business.
    const other = document.querySelector<HTMLImageElement>('#other')!;
    other.dispatchEvent(new Event('error'));
    expect(other.hidden).toBe(false);
    dom.window.close();
  });

  it("is styled by the theme's global CSS: round, in its palette's subtle colours, each size a box", () => {
    const base = (system.getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>)['@layer base']!;
    const rule = base['&.person-avatar']!;
    expect(rule.borderRadius).toBe('var(--chakra-radii-full)');
    expect(rule.background).toBe('var(--chakra-colors-color-palette-muted)');
    expect(rule['&[data-size=md]']).toMatchObject({ width: 'var(--chakra-sizes-10)', height: 'var(--chakra-sizes-10)' });
    expect(rule['&[data-palette=brand]']).toMatchObject({ '--chakra-colors-color-palette-muted': 'var(--chakra-colors-brand-muted)' });
  });
});
