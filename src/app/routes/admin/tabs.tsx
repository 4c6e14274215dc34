import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every tab of the admin panel, in the spec's order (admin spec section 2), then the day of play's Courses (issue 28). */
export type AdminTabValue =
  | 'tournaments'
  | 'members'
  | 'member-edit'
  | 'teams'
  | 'scores'
  | 'news'
  | 'sponsors'
  | 'hero-slides'
  | 'page-content'
  | 'par3-events'
  | 'site-settings'
  | 'membership-fees'
  | 'courses';

export interface AdminTab {
  value: AdminTabValue;
  label: string;
  /** Loaded the first time the tab opens, so the panel's own bundle stays small. */
  Panel: LazyExoticComponent<ComponentType>;
}

/** A tab's panel, loaded the first time the tab opens: the export `name` of the module `load` imports. */
function panel<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/**
 * The tabs that exist, in the order of AdminTabValue. Both the tab strip and
 * the small-screen select are drawn from this list.
 */
export const adminTabs: readonly [AdminTab, ...AdminTab[]] = [
  {
    value: 'tournaments',
    label: 'Manage Tournaments',
    Panel: panel(() => import('./tournaments-tab'), 'TournamentsTab'),
  },
  {
    value: 'members',
    label: 'Manage Members',
    Panel: panel(() => import('@/features/members/admin/components/ManageMembers'), 'ManageMembers'),
  },
  {
    value: 'member-edit',
    label: 'Edit Members',
    Panel: panel(() => import('@/features/members/admin/components/EditMembers'), 'EditMembers'),
  },
  {
    value: 'teams',
    label: 'Manage Teams',
    Panel: panel(() => import('@/features/teams/admin/components/ManageTeams'), 'ManageTeams'),
  },
  {
    value: 'scores',
    label: 'Manage Tournament Scores',
    Panel: panel(() => import('./scores-tab'), 'ScoresTab'),
  },
  {
    value: 'news',
    label: 'Manage News',
    Panel: panel(() => import('@/features/news/admin/components/ManageNews'), 'ManageNews'),
  },
  {
    value: 'sponsors',
    label: 'Sponsors',
    Panel: panel(() => import('@/features/sponsors/admin/components/ManageSponsors'), 'ManageSponsors'),
  },
  {
    value: 'hero-slides',
    label: 'Hero Slides',
    Panel: panel(() => import('@/features/site/admin/slides/components/ManageHeroSlides'), 'ManageHeroSlides'),
  },
  {
    value: 'page-content',
    label: 'Page Content',
    Panel: panel(() => import('@/features/site/admin/page-content/components/ManagePageContent'), 'ManagePageContent'),
  },
  {
    value: 'par3-events',
    label: 'Par 3 Events',
    Panel: panel(() => import('./par3-tab'), 'Par3Tab'),
  },
  {
    value: 'site-settings',
    label: 'Site Settings',
    Panel: panel(() => import('@/features/site/admin/settings/components/SiteSettings'), 'SiteSettings'),
  },
  {
    value: 'membership-fees',
    label: 'Membership Fees',
    Panel: panel(() => import('@/features/members/admin/fees/components/MembershipFees'), 'MembershipFees'),
  },
  {
    value: 'courses',
    label: 'Courses',
    Panel: panel(() => import('@/features/scoring/admin/components/ManageCourses'), 'ManageCourses'),
  },
];

/** The spec opens on tournaments; until that tab exists, on the first registered one. */
const SPEC_DEFAULT: AdminTabValue = 'tournaments';
const defaultAdminTab: AdminTab = adminTabs.find((tab) => tab.value === SPEC_DEFAULT) ?? adminTabs[0];

/** The tab named in the URL (?tab=…), or the default for a missing or unknown value. */
export function findAdminTab(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab.value === value) ?? defaultAdminTab;
}
