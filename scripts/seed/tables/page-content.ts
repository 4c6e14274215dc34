import type { PRIVACY_SECTIONS, PageName, TERMS_SECTIONS } from '../../../src/lib/content/defaults';

/**
 * Editable page texts of the demo season, one entry per page document
 * (`pageContent/{page}`). Types come from the app's content module, so a page
 * or section the app adds is a compile error here until it is seeded.
 */
type TermsSection = (typeof TERMS_SECTIONS)[number];
type PrivacySection = (typeof PRIVACY_SECTIONS)[number];
type Sections<S extends string> = Record<S, readonly [title: string, content: string]>;

const TERMS: Sections<TermsSection> = {
  intro: [
    'Introduction',
    'Welcome to Clubhouse. These terms apply to everyone who uses our website or app and to every member of the society. By creating an account, registering for an event or paying a membership fee you accept them.\n\nIf you do not agree with these terms, please do not use the website or apply for membership.',
  ],
  what_is: [
    'What Clubhouse Is',
    'Clubhouse is an amateur golf society based in Dubai, United Arab Emirates. Since 2019 we have organised a ten-team league played over twelve tournaments, a weekly Par 3 League and social events for golfers of every level.\n\nThe society is run by volunteers on a not-for-profit basis. We are not a golf club and we do not own or operate any of the courses we play.',
  ],
  membership: [
    'Membership',
    'Membership is open to adults of any handicap and nationality. Your account is created when you sign up; your membership becomes active once the committee has confirmed your annual fee.\n\nMembership is personal and cannot be transferred. Team places are allocated by the committee. The preferred team you choose at sign-up is taken into account but is not guaranteed.',
  ],
  fees: [
    'Membership Fees',
    'The annual membership fee is 500 AED unless the committee announces a different amount before the season starts. Membership runs for twelve months from the date your fee is confirmed.\n\nGreen fees, buggies, range balls and event entry fees are not included in the membership fee and are shown separately for each event.',
  ],
  confidentiality: [
    'Confidentiality',
    'Contact details of other members that you see through the society, such as team-mates\u2019 phone numbers, may only be used for society matters and must not be shared with anyone else.\n\nWe handle your own personal information as described in our Privacy Policy.',
  ],
  contribution: [
    'Member Contribution',
    'Members are asked to keep their profile and handicap up to date, to register for events before the closing date and to withdraw as early as possible if plans change, so that the next golfer on the list can take the place.\n\nScores, results and photographs from society events may be published on this website and on our social channels.',
  ],
  payment: [
    'Payment',
    'All amounts are in UAE dirhams (AED). Fees are paid by bank transfer or card through the payment methods the committee publishes; a membership or an event entry is confirmed only when payment has been received.\n\nWe will never ask for your card details by email, by message or through a form on this website.',
  ],
  refunds: [
    'Refunds',
    'Membership fees are not refundable once a membership is active, unless the society cancels the season.\n\nEvent entry fees are refunded in full if you withdraw before the entry deadline, or if the event is cancelled by the society or the venue. Withdrawals after the deadline are refunded only if your place is filled by another member.',
  ],
  quality: [
    'Quality of Service',
    'We work hard to run every event as announced. Venues, formats, tee times and dates can change because of course availability, weather or numbers; registered players are told of any change as soon as we know.\n\nThe website is provided as it is. We aim to keep it available at all times but it may occasionally be offline for maintenance.',
  ],
  professional: [
    'Professional Conduct',
    'Everyone playing in a society event follows the Rules of Golf, golf etiquette and the local rules, dress code and pace-of-play policy of the host venue.\n\nPlease treat fellow players, venue staff, sponsors and guests with respect. Handicaps must be accurate and scores must be returned honestly; the committee\u2019s decision on any scoring dispute is final.',
  ],
  liability: [
    'Limitation of Liability',
    'Golf carries a risk of injury and of damage to property. Members and guests take part at their own risk and are responsible for their own equipment, belongings, buggy use and any damage they cause.\n\nAs far as UAE law allows, the society, its committee and its volunteers are not liable for any loss, injury or damage arising from society events or from the use of this website.',
  ],
  termination: [
    'Termination',
    'You may end your membership at any time by writing to the committee. The committee may suspend or end a membership after a serious or repeated breach of these terms, such as misconduct at an event or dishonest scoring, after giving the member a chance to respond.\n\nWhen a membership ends, the account can be deleted as explained in the Privacy Policy.',
  ],
  governing: [
    'Governing Law',
    'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have jurisdiction over any dispute that cannot be settled amicably with the committee.',
  ],
  returns: [
    'Merchandise and Returns',
    'Society polo shirts, caps and other merchandise are ordered in the size you choose on your profile. Unworn items may be returned within 14 days of collection for an exchange or a refund, unless they were personalised with your name.\n\nFaulty items are always replaced or refunded.',
  ],
};

const PRIVACY: Sections<PrivacySection> = {
  intro: [
    'Introduction',
    'This policy explains which personal information Clubhouse collects through its website and app, why we need it, who can see it and how long we keep it.\n\nBy creating an account or using the website you accept the practices described here.',
  ],
  collection: [
    'Information We Collect',
    'When you join or edit your profile we collect your name, email address and phone number and, if you choose to give them, your date of birth, nationality, gender, handicap, emergency contact, home club, EGF/GHIN number, shirt size, dietary requirements and a profile photo.\n\nWe also keep your event registrations, scores, team and membership status.',
  ],
  usage: [
    'How We Use Your Information',
    'We use your information to run your membership, allocate teams, register you for tournaments and Par 3 nights, calculate the league tables and leaderboards, contact you about society matters and keep everyone safe on the course.\n\nWe do not use your information for advertising and we do not send marketing messages on behalf of sponsors.',
  ],
  sharing: [
    'Sharing Your Information',
    'Your name, photo, handicap, team and results appear on public pages such as the teams page, registration lists and leaderboards. Your email address, phone number, date of birth and other personal details are never public: only you and the society\u2019s administrators can see them.\n\nWhen we book an event we may give the venue the names and handicaps of the players. We never sell personal information.',
  ],
  security: [
    'Data Security',
    'Your data is stored with Google Firebase over encrypted connections, and access rules ensure that each member can read only their own private profile.\n\nNo system is completely secure, so please choose a strong password that you do not use anywhere else.',
  ],
  rights: [
    'Your Rights',
    'You can view and correct most of your information at any time on your profile page. You may also ask us for a copy of your data, for corrections you cannot make yourself, or for your account to be deleted, by writing to the committee.',
  ],
  cookies: [
    'Cookies and Local Storage',
    'We use no advertising or tracking cookies. The website keeps your sign-in session and a copy of the pages you have viewed on your device, so that you stay signed in and the app works offline at the course.\n\nYou can clear this data at any time in your browser settings.',
  ],
  children: [
    'Children\u2019s Privacy',
    'Membership is for adults aged 18 and over. Junior golfers may join society events only through a parent or guardian, who manages their information for them.',
  ],
  retention: [
    'Data Retention',
    'We keep your profile for as long as you are a member. Results and standings of past seasons are kept as part of the society\u2019s history. When your account is deleted, your private profile, photo and registrations are removed.',
  ],
  policy_changes: [
    'Changes to This Policy',
    'We may update this policy from time to time. The date at the bottom of the page shows when it last changed, and members are told by email about any important change.',
  ],
  contact_us: [
    'Contact Us',
    'Questions about this policy or about your data are welcome at hello@example.com or through the chat button on every page.',
  ],
};

function sectionKeys<S extends string>(title: string, sections: Sections<S>): Record<string, string> {
  const keys: Record<string, string> = { title };
  for (const [section, [sectionTitle, content]] of Object.entries<readonly [string, string]>(sections)) {
    keys[`${section}_title`] = sectionTitle;
    keys[`${section}_content`] = content;
  }
  return keys;
}

const JOIN_BENEFITS: readonly string[] = [
  'Entry to all twelve league tournaments and society events',
  'The weekly Par 3 League every Wednesday at 6:00 PM',
  'A place in one of our ten league teams',
  'Discounted green fees at partner courses across the UAE',
  'Handicap tracking with the order of merit and birdie race',
  'Social evenings, awards dinner and away days',
  'Exclusive discounts from our sponsors',
  'Coaching clinics with PGA professionals',
  'Live leaderboards and results on your phone',
  'Priority registration for limited-field events',
];

export const PAGE_CONTENT: Record<PageName, Record<string, string>> = {
  home: {
    features_heading: 'More Than a Round of Golf',
    features_subheading: 'A league to play for, a Par 3 night to look forward to and friends from every corner of the world.',
    cta_heading: 'Your Tee Time Is Waiting',
    cta_description:
      'Join the society for a full season of tournaments, the weekly Par 3 League and a team that has your back on every hole.',
  },
  about: {
    hero_badge: 'Est. 2019',
    hero_heading: 'A Golf Society Built on Friendship',
    hero_description:
      'What began as a Friday fourball of four expats in Dubai is now a society of golfers from more than eighteen nations, playing the finest courses in the Emirates.',
    mission_heading: 'Our Mission',
    mission_description:
      'To make competitive golf welcoming to everyone. Our team league, monthly tournaments and weekly Par 3 League give every member, whatever their handicap, a team to play for and a round to look forward to.\n\nWe play the best courses in the country, partner with sponsors who share our love of the game, and make sure the nineteenth hole is as memorable as the first eighteen.',
    values_heading: 'What We Stand For',
    values_subheading: 'Four values guide every event we organise.',
  },
  teams: {
    hero_badge: 'The League',
    hero_heading: 'Ten Teams, One Trophy',
    hero_description:
      'Ten teams of four compete across twelve tournaments for the league title. Every Stableford point counts, from the first tee shot of the season to the last putt of the finale.',
  },
  join: {
    hero_badge: 'Membership',
    hero_heading: 'Join the Society',
    hero_description:
      'One annual membership opens the whole season: league tournaments, the weekly Par 3 League, a place in a team and a friendly community of golfers from all over the world.',
    membership_title: 'Annual Membership',
    membership_price: '500 AED',
    membership_period: 'per year',
    faq_heading: 'Frequently Asked Questions',
    ...Object.fromEntries(JOIN_BENEFITS.map((text, i) => [`benefit_${String(i + 1).padStart(2, '0')}`, text])),
  },
  terms: sectionKeys('Terms & Conditions', TERMS),
  privacy: sectionKeys('Privacy Policy', PRIVACY),
  news: {
    hero_badge: 'Society News',
    hero_heading: 'News from the Fairways',
    hero_description: 'Results, reports and announcements from around the society.',
  },
  'par3-league': {
    hero_badge: 'Every Wednesday',
    hero_heading: 'The Par 3 League',
    hero_description: 'Nine floodlit par 3 holes every Wednesday at 6:00 PM. Book a tee time, bring a friend and climb the leaderboard.',
  },
  sponsors: {
    hero_badge: 'Our Partners',
    hero_heading: 'The Sponsors Who Make It Happen',
    hero_description: 'Our season would not be possible without the generous support of our partners.',
  },
  tournaments: {
    hero_badge: 'The Schedule',
    hero_heading: 'Tournaments',
    hero_description: 'Twelve league tournaments on the best courses of the UAE, from Dubai to Abu Dhabi and Ras Al Khaimah.',
  },
  site_settings: {
    site_description:
      'Clubhouse is an amateur golf society in Dubai: a ten-team league over 12 tournaments, a weekly Par 3 League and golfers from 18+ nations.',
    header_logo_url: '/images/seed/logo-header.png',
    footer_logo_url: '/images/seed/logo-footer.png',
    favicon_url: '/favicon.png',
    pwa_icon_192_url: '/icons/icon-192.png',
    pwa_icon_512_url: '/icons/icon-512.png',
    chat_number: '971500000000',
    contact_email: 'hello@example.com',
  },
};
