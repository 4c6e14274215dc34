import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, pageDefaults } from '@/lib/content/defaults';
import { mergeWithDefaults } from '@/lib/content/merge';

describe('page content defaults', () => {
  it('has defaults for every page the specs name', () => {
    expect(PAGE_NAMES).toEqual(expect.arrayContaining(['home', 'about', 'teams', 'join', 'terms', 'privacy', 'site_settings']));
    for (const page of PAGE_NAMES) expect(pageDefaults[page]).toBeTypeOf('object');
  });

  it('uses the spec fallbacks for terms and privacy titles', () => {
    expect(mergeWithDefaults('terms', undefined).title).toBe('Terms & Conditions');
    expect(mergeWithDefaults('privacy', {}).title).toBe('Privacy Policy');
  });

  it('lets stored texts win and defaults fill missing or blank keys', () => {
    const merged = mergeWithDefaults('home', { cta_heading: 'Tee off today', features_heading: '  ' });
    expect(merged.cta_heading).toBe('Tee off today');
    expect(merged.features_heading).toBe(pageDefaults.home.features_heading);
    expect(merged.cta_description).toBe(pageDefaults.home.cta_description);
  });
});
