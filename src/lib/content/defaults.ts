/**
 * Defaults for every editable page text (spec: "defaults apply when content is
 * missing"). Keys are the spec's section keys; pages are pageContent document ids.
 */
export const PAGE_NAMES = [
  'home',
  'about',
  'teams',
  'join',
  'terms',
  'privacy',
  'news',
  'par3-league',
  'sponsors',
  'tournaments',
  'site_settings',
] as const;

export type PageName = (typeof PAGE_NAMES)[number];

export const pageDefaults: Record<PageName, Record<string, string>> = {
  home: {
    features_heading: 'Why play with us',
    features_subheading: 'Competitive golf, friendly people and a season that never stands still.',
    cta_heading: 'Ready to tee off with us?',
    cta_description: 'Join the society for a full season of tournaments, the weekly Par 3 League and a team to play for.',
  },
  about: {},
  teams: {},
  join: {},
  terms: { title: 'Terms & Conditions' },
  privacy: { title: 'Privacy Policy' },
  news: {},
  'par3-league': {},
  sponsors: {},
  tournaments: {},
  site_settings: {
    site_description: 'Clubhouse: an amateur golf society in the UAE with a ten-team league, tournaments and a weekly Par 3 League.',
    header_logo_url: '',
    footer_logo_url: '',
    favicon_url: '/favicon.png',
    pwa_icon_192_url: '/icons/icon-192.png',
    pwa_icon_512_url: '/icons/icon-512.png',
    chat_number: '971500000000',
    contact_email: 'hello@example.com',
  },
};
