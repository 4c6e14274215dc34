/**
 * Defaults for every editable page text (spec: "defaults apply when content is
 * missing"). Keys are the spec's section keys; pages are pageContent document ids.
 */
import { PAGE_NAMES, type PageName } from '../schemas/values';

/** The page names are part of the stored shape (pageContent document ids). */
export { PAGE_NAMES, type PageName };

/** The sections of the terms page, in the order the page shows them. */
export const TERMS_SECTIONS = [
  'intro',
  'what_is',
  'membership',
  'fees',
  'confidentiality',
  'contribution',
  'payment',
  'refunds',
  'quality',
  'professional',
  'liability',
  'termination',
  'governing',
  'returns',
] as const;

/** The sections of the privacy page, in the order the page shows them. */
export const PRIVACY_SECTIONS = [
  'intro',
  'collection',
  'usage',
  'sharing',
  'security',
  'rights',
  'cookies',
  'children',
  'retention',
  'policy_changes',
  'contact_us',
] as const;

type SectionTexts<S extends string> = Record<S, { title: string; content: string }>;

/** `{section}_title` and `{section}_content` keys for each section (data model 0001). */
function sectionKeys<S extends string>(texts: SectionTexts<S>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [section, { title, content }] of Object.entries<{ title: string; content: string }>(texts)) {
    keys[`${section}_title`] = title;
    keys[`${section}_content`] = content;
  }
  return keys;
}

const termsTexts: SectionTexts<(typeof TERMS_SECTIONS)[number]> = {
  intro: {
    title: 'Introduction',
    content:
      'These Terms & Conditions apply to everyone who uses this website or app and to every member of the society. By creating an account, registering for an event or paying a membership fee you agree to them.\n\nPlease read them carefully. If you do not agree, please do not use the website or join the society.',
  },
  what_is: {
    title: 'What is Clubhouse',
    content:
      'Clubhouse is an amateur golf society in the United Arab Emirates. We organise a season-long team league played over 12 tournaments, a weekly Par 3 League and social events for our members.\n\nThe society is run by volunteers for the enjoyment of the game. It is not a golf club and does not own or operate any golf course.',
  },
  membership: {
    title: 'Membership',
    content:
      'Membership is open to golfers of every level. An account is created when you sign up; your membership becomes active once the annual fee has been received and confirmed by a committee member.\n\nMembership is personal and may not be transferred. Team placement is decided by the committee; a preferred team given at sign-up is a preference only.',
  },
  fees: {
    title: 'Membership Fees',
    content:
      'The annual membership fee is 500 AED unless the committee announces otherwise. Membership runs for 12 months from the date you join.\n\nGreen fees, buggy hire and any event entry fees are payable separately to the venue or to the society as announced for each event.',
  },
  confidentiality: {
    title: 'Confidentiality',
    content:
      'Personal details shared with you through the society, such as other members\u2019 contact information, must be kept confidential and used only for society matters.\n\nThe society treats your personal information as described in our Privacy Policy.',
  },
  contribution: {
    title: 'Member Contribution',
    content:
      'Members are expected to keep their profile and handicap accurate, to register for events in good time and to withdraw as early as possible if they can no longer play, so that others can take their place.\n\nPhotos, scores and results from society events may be published on this website.',
  },
  payment: {
    title: 'Payment',
    content:
      'Fees are payable in UAE dirhams (AED) by the methods the committee publishes. A membership is marked as paid only once the payment has been received.\n\nThe society never asks for card details through this website, by email or by message.',
  },
  refunds: {
    title: 'Refunds',
    content:
      'Membership fees are not refundable once a membership has become active, except where the society cancels the season.\n\nEvent fees may be refunded if you withdraw before the registration deadline of that event or if the event is cancelled by the society or the venue.',
  },
  quality: {
    title: 'Quality of Service',
    content:
      'We do our best to run every event as announced. Dates, venues, formats and tee times may change because of course availability, weather or numbers; registered members will be told of any change as soon as possible.\n\nThe website is provided as it is and may occasionally be unavailable for maintenance.',
  },
  professional: {
    title: 'Professional Conduct',
    content:
      'Members and guests must follow the Rules of Golf, the etiquette of the game and the rules, dress code and pace-of-play guidance of every venue we visit.\n\nRespect fellow players, venue staff and sponsors at all times. Handicaps and scores must be reported honestly.',
  },
  liability: {
    title: 'Limitation of Liability',
    content:
      'Golf carries a risk of injury and damage. Members play at their own risk and are responsible for their own equipment, belongings and any damage they cause.\n\nTo the extent the law allows, the society and its volunteers are not liable for loss, injury or damage arising from society events or from the use of this website.',
  },
  termination: {
    title: 'Termination',
    content:
      'You may end your membership at any time by contacting the committee. The committee may suspend or end a membership for a serious or repeated breach of these terms, including misconduct at an event or dishonest scoring.\n\nWhen a membership ends, your account may be deleted as described in our Privacy Policy.',
  },
  governing: {
    title: 'Governing Law',
    content:
      'These terms are governed by the laws of the United Arab Emirates and, where applicable, of the Emirate of Dubai. Any dispute will be settled by the competent courts of Dubai.',
  },
  returns: {
    title: 'Society Merchandise and Returns',
    content:
      'Society shirts and other merchandise are ordered in the size you choose. Items may be returned unused within 14 days of delivery for an exchange or a refund, unless they were personalised.\n\nFaulty items will always be replaced or refunded.',
  },
};

const privacyTexts: SectionTexts<(typeof PRIVACY_SECTIONS)[number]> = {
  intro: {
    title: 'Introduction',
    content:
      'This Privacy Policy explains what personal information the society collects through this website and app, why we collect it and how we look after it.\n\nBy using the website or creating an account you accept the practices described here.',
  },
  collection: {
    title: 'Information We Collect',
    content:
      'When you sign up or edit your profile we collect your name, email address and phone number, and, if you choose to give them, your date of birth, nationality, gender, handicap, emergency contact, golf club membership, EGF/GHIN number, t-shirt size, dietary requirements and a profile photo.\n\nWe also record your event registrations, scores and membership status.',
  },
  usage: {
    title: 'How We Use Your Information',
    content:
      'We use your information to run your membership, place you in a team, register you for tournaments and Par 3 events, calculate standings and leaderboards, contact you about society matters and keep everyone safe at events.\n\nWe do not use your information for advertising.',
  },
  sharing: {
    title: 'Sharing Your Information',
    content:
      'Your name, photo, handicap, team and results are shown on public pages such as teams, registrations and leaderboards. Your email address, phone number, date of birth and other personal details are never shown publicly; only you and the society\u2019s administrators can see them.\n\nWe may share the names and handicaps of players with a venue when booking an event. We never sell your information.',
  },
  security: {
    title: 'Data Security',
    content:
      'Your data is stored with Google Firebase, using encrypted connections and access rules that let each member read only their own private profile.\n\nNo system is perfectly secure, so please use a strong password that you do not use elsewhere.',
  },
  rights: {
    title: 'Your Rights',
    content:
      'You can see and correct most of your information at any time on your profile page. You can ask us for a copy of your data, for corrections we cannot make through the website, or for your account to be deleted, by contacting the committee.',
  },
  cookies: {
    title: 'Cookies and Local Storage',
    content:
      'We do not use advertising or tracking cookies. The website stores your sign-in session and a copy of pages you have viewed on your device, so that it stays signed in and works offline.\n\nYou can clear this data at any time in your browser settings.',
  },
  children: {
    title: 'Children\u2019s Privacy',
    content:
      'Membership is for adults. Junior golfers may take part in events only through a parent or guardian, who manages their information on their behalf.',
  },
  retention: {
    title: 'Data Retention',
    content:
      'We keep your profile while you are a member. Results and standings from past seasons are kept as part of the society\u2019s records. When your account is deleted, your private profile, photo and registrations are removed.',
  },
  policy_changes: {
    title: 'Changes to This Policy',
    content:
      'We may update this policy from time to time. The date at the bottom of this page shows when it was last updated, and we will tell members of any important change.',
  },
  contact_us: {
    title: 'Contact Us',
    content:
      'If you have a question about this policy or about your data, please write to us at the contact email address shown at the bottom of every page.',
  },
};

export const pageDefaults: Record<PageName, Record<string, string>> = {
  home: {
    features_heading: 'Why play with us',
    features_subheading: 'Competitive golf, friendly people and a season that never stands still.',
    cta_heading: 'Ready to tee off with us?',
    cta_description: 'Join the society for a full season of tournaments, the weekly Par 3 League and a team to play for.',
  },
  about: {
    hero_badge: 'About Us',
    hero_heading: 'A golf society built on friendship',
    hero_description:
      'Since 2019 we have brought golfers of every level and every nationality together for competitive, sociable golf across the UAE.',
    mission_heading: 'Our Mission',
    mission_description:
      'To make competitive golf welcoming. Our team league, monthly tournaments and weekly Par 3 League give every member, whatever their handicap, a team to play for and a round to look forward to.\n\nWe play on the best courses in the country, work with sponsors who love the game as much as we do, and make sure the nineteenth hole is as memorable as the first eighteen.',
    values_heading: 'What We Stand For',
    values_subheading: 'Four values shape every round we organise.',
  },
  teams: {
    hero_badge: 'The League',
    hero_heading: 'Meet the Teams',
    hero_description:
      'Ten teams compete across 12 tournaments for the league title. Every point counts, from the first tee shot of the season to the final putt.',
  },
  join: {
    hero_badge: 'Membership',
    hero_heading: 'Join the Society',
    hero_description:
      'One annual membership opens up the whole season: tournaments, the weekly Par 3 League, a place in one of our ten teams and a friendly community of golfers.',
    membership_title: 'Annual Membership',
    membership_price: '500 AED',
    membership_period: 'per year',
    faq_heading: 'Frequently Asked Questions',
  },
  terms: { title: 'Terms & Conditions', ...sectionKeys(termsTexts) },
  privacy: { title: 'Privacy Policy', ...sectionKeys(privacyTexts) },
  news: {},
  'par3-league': {
    hero_badge: 'Every Wednesday',
    hero_heading: 'The Par 3 League',
    hero_description: 'Nine holes of par 3 golf every Wednesday at 6:00 PM. Book a tee time, bring a friend and climb the leaderboard.',
  },
  sponsors: {
    hero_badge: 'Our Partners',
    hero_heading: 'Our Sponsors',
    hero_description: 'Our season would not be possible without the generous support of our partners.',
  },
  tournaments: {
    hero_badge: 'The Season',
    hero_heading: 'Tournaments',
    hero_description: 'The league tournaments of the season on the best courses of the UAE.',
  },
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
