import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every tab of the admin panel, in the spec's order (admin spec section 2). */
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
  | 'membership-fees';

export interface AdminTab {
  value: AdminTabValue;
  label: string;
  /** Loaded the first time the tab opens, so the panel's own bundle stays small. */
  Panel: LazyExoticComponent<ComponentType>;
}

/**
 * The tabs that exist, in the order of AdminTabValue. Both the tab strip and
 * the small-screen select are drawn from this list.
 */
export const adminTabs: readonly [AdminTab, ...AdminTab[]] = [
  {
    value: 'tournaments',
    label: 'Manage Tournaments',
    Panel: lazy(() => import('@/features/tournaments/admin/components/ManageTournaments').then((m) => ({ default: m.ManageTournaments }))),
  },
  {
    value: 'members',
    label: 'Manage Members',
    Panel: lazy(() => import('@/features/members/admin/components/ManageMembers').then((m) => ({ default: m.ManageMembers }))),
  },
  {
    value: 'member-edit',
    label: 'Edit Members',
    Panel: lazy(() => import('@/features/members/admin/components/EditMembers').then((m) => ({ default: m.EditMembers }))),
  },
  {
    value: 'teams',
    label: 'Manage Teams',
    Panel: lazy(() => import('@/features/teams/admin/components/ManageTeams').then((m) => ({ default: m.ManageTeams }))),
  },
  {
    value: 'scores',
    label: 'Manage Tournament Scores',
    Panel: lazy(() => import('@/features/tournaments/admin/scores/components/ManageScores').then((m) => ({ default: m.ManageScores }))),
  },
  {
    value: 'news',
    label: 'Manage News',
    Panel: lazy(() => import('@/features/news/admin/components/ManageNews').then((m) => ({ default: m.ManageNews }))),
  },
  {
    value: 'sponsors',
    label: 'Sponsors',
    Panel: lazy(() => import('@/features/sponsors/admin/components/ManageSponsors').then((m) => ({ default: m.ManageSponsors }))),
  },
  {
    value: 'hero-slides',
    label: 'Hero Slides',
    Panel: lazy(() => import('@/features/site/admin/slides/components/ManageHeroSlides').then((m) => ({ default: m.ManageHeroSlides }))),
  },
  {
    value: 'page-content',
    label: 'Page Content',
    Panel: lazy(() =>
      import('@/features/site/admin/page-content/components/ManagePageContent').then((m) => ({ default: m.ManagePageContent })),
    ),
  },
  {
    value: 'par3-events',
    label: 'Par 3 Events',
    Panel: lazy(() => import('@/features/par3/admin/components/ManagePar3').then((m) => ({ default: m.ManagePar3 }))),
  },
  {
    value: 'site-settings',
    label: 'Site Settings',
    Panel: lazy(() => import('@/features/site/admin/settings/components/SiteSettings').then((m) => ({ default: m.SiteSettings }))),
  },
  {
    value: 'membership-fees',
    label: 'Membership Fees',
    Panel: lazy(() => import('@/features/members/admin/fees/components/MembershipFees').then((m) => ({ default: m.MembershipFees }))),
  },
];

/** The spec opens on tournaments; until that tab exists, on the first registered one. */
const SPEC_DEFAULT: AdminTabValue = 'tournaments';
const defaultAdminTab: AdminTab = adminTabs.find((tab) => tab.value === SPEC_DEFAULT) ?? adminTabs[0];

/** The tab named in the URL (?tab=…), or the default for a missing or unknown value. */
export function findAdminTab(value: string | null): AdminTab {
  return adminTabs.find((tab) => tab.value === value) ?? defaultAdminTab;
}
