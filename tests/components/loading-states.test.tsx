/**
 * No false state while loading (issue 21, part 0): a value that has not
 * arrived shows the kit's Pending ("...", busy, "Loading" for screen readers),
 * never a definite answer made from undefined; once it arrives, the answer.
 * The dashboard's cards, /join's button and the navigation's session end.
 * (The browser path, with Firestore slowed down, is tests/e2e/loading-states.spec.ts.)
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthActions } from '@/components/layout/AuthActions';
import { StatCards } from '@/features/members/member/components/StatCards';
import { MembershipCard } from '@/features/members/components/MembershipCard';
import type { Session } from '@/lib/auth/session';
import type { Row } from '@/lib/data/refs';
import type { Live } from '@/lib/data/use-live';
import { Unreachable } from '@/lib/data/use-live';
import { renderWithApp } from './render';

// The session and the live read are the inputs under test: each test sets them.
const inputs = vi.hoisted(() => ({
  session: { loading: true, user: null, isAdmin: false } as Session,
  profile: { data: undefined, loading: true, error: undefined, retry: () => undefined } as Live<unknown>,
}));
vi.mock('@/lib/auth/session', () => ({
  useSession: () => inputs.session,
  useSessionHint: () => inputs.session,
}));
vi.mock('@/lib/data/use-live', async (actual) => ({
  ...(await actual<object>()),
  useLive: () => inputs.profile,
}));

const MEMBER = { uid: 'member-1', email: 'member@example.com' } as Session['user'];

function profile(fields: Partial<Row<'profiles'>>): Row<'profiles'> {
  return {
    id: 'member-1',
    fullName: 'Alex Member',
    email: 'member@example.com',
    handicap: null,
    membershipFeePaid: false,
    ...fields,
  } as Row<'profiles'>;
}

const live = (patch: Partial<Live<unknown>>): Live<unknown> => ({
  data: undefined,
  loading: false,
  error: undefined,
  retry: vi.fn(),
  ...patch,
});

/** The false answers a loading dashboard used to give. */
const DEFINITE = [
  'Pending',
  'Membership fee payment pending',
  'Active',
  'Not Set',
  'Add it on your profile',
  'No Team',
  'An admin assigns teams',
];

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('dashboard stat cards', () => {
  it('while the profile, team and registrations load, every card is busy with "..." and none answers', () => {
    renderWithApp(
      <MemoryRouter>
        <StatCards myEvents={undefined} teamName={undefined} profile={undefined} />
      </MemoryRouter>,
    );
    for (const name of ['My Events', 'My Team', 'Handicap', 'Membership']) {
      const region = card(name);
      expect(region.getAttribute('aria-busy')).toBe('true');
      expect(within(region).getByText('Loading')).toBeTruthy();
      expect(within(region).getByText('...')).toBeTruthy();
    }
    for (const text of DEFINITE) expect(screen.queryByText(text)).toBeNull();
  });

  it('a loaded unpaid member with no handicap and no team reads Pending, Not Set and No Team', () => {
    renderWithApp(
      <MemoryRouter>
        <StatCards myEvents={0} teamName={null} profile={profile({})} />
      </MemoryRouter>,
    );
    expect(within(card('Membership')).getByText('Pending')).toBeTruthy();
    expect(within(card('Membership')).getByText('Membership fee payment pending')).toBeTruthy();
    expect(within(card('Handicap')).getByRole('link', { name: 'Not Set' }).getAttribute('href')).toBe('/profile');
    expect(within(card('My Team')).getByText('No Team')).toBeTruthy();
    expect(within(card('My Team')).getByText('An admin assigns teams')).toBeTruthy();
    expect(within(card('My Events')).getByText('0')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    for (const name of ['My Events', 'My Team', 'Handicap', 'Membership']) expect(card(name).getAttribute('aria-busy')).toBeNull();
  });

  it('a loaded paid member reads Active, the handicap and the team', () => {
    renderWithApp(
      <MemoryRouter>
        <StatCards myEvents={2} teamName="Eagles" profile={profile({ membershipFeePaid: true, handicap: 12.4 })} />
      </MemoryRouter>,
    );
    expect(within(card('Membership')).getByText('Active')).toBeTruthy();
    expect(within(card('Handicap')).getByText('12.4')).toBeTruthy();
    expect(within(card('My Team')).getByText('Eagles')).toBeTruthy();
    expect(within(card('My Events')).getByText('2')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('the team may answer before the profile: only the profile cards stay busy', () => {
    renderWithApp(
      <MemoryRouter>
        <StatCards myEvents={1} teamName="Eagles" profile={undefined} />
      </MemoryRouter>,
    );
    expect(within(card('My Team')).getByText('Eagles')).toBeTruthy();
    expect(card('Membership').getAttribute('aria-busy')).toBe('true');
    expect(card('Handicap').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.queryByText('Not Set')).toBeNull();
  });
});

function renderJoin() {
  renderWithApp(
    <MemoryRouter>
      <MembershipCard content={{ membership_title: 'Annual Membership', membership_price: '500 AED', membership_period: 'per season' }} />
    </MemoryRouter>,
  );
}

describe("/join's membership button", () => {
  beforeEach(() => {
    inputs.session = { loading: true, user: null, isAdmin: false };
    inputs.profile = live({ loading: true });
  });

  it('says "Loading..." while the session is unknown, and offers nothing', () => {
    renderJoin();
    expect(screen.getByRole('button', { name: /Loading\.\.\./ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/Complete Membership Application/)).toBeNull();
    expect(screen.queryByText(/Go to Dashboard/)).toBeNull();
  });

  it('says "Loading..." while a member\'s profile is unknown, never the application', () => {
    inputs.session = { loading: false, user: MEMBER, isAdmin: false };
    renderJoin();
    expect(screen.getByRole('button', { name: /Loading\.\.\./ })).toBeTruthy();
    expect(screen.queryByText(/Complete Membership Application/)).toBeNull();
  });

  it('a paid member, once loaded, reads "Your membership is active!" and Go to Dashboard', () => {
    inputs.session = { loading: false, user: MEMBER, isAdmin: false };
    inputs.profile = live({ data: profile({ membershipFeePaid: true }) });
    renderJoin();
    expect(screen.getByText('Your membership is active!')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('an unpaid member, once loaded, gets the application', () => {
    inputs.session = { loading: false, user: MEMBER, isAdmin: false };
    inputs.profile = live({ data: profile({}) });
    renderJoin();
    expect(screen.getByRole('link', { name: /Complete Membership Application/ })).toBeTruthy();
  });

  it('a member whose profile cannot be read offline is told so, not offered the application', () => {
    inputs.session = { loading: false, user: MEMBER, isAdmin: false };
    inputs.profile = live({ error: new Unreachable() });
    renderJoin();
    expect(screen.getByRole('alert').textContent).toContain('Network error. Please check your connection');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/Complete Membership Application/)).toBeNull();
  });
});

/** The navigation's session end for a session; returns the navigation. */
function renderNav(session: Session): HTMLElement {
  inputs.session = session;
  renderWithApp(
    <MemoryRouter>
      <nav aria-label="Main">
        <AuthActions />
      </nav>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe("the navigation's session end", () => {
  it("while a member's session is restored: a busy placeholder, never Sign In or Join Now", () => {
    const nav = renderNav({ loading: true, user: null, isAdmin: false });
    const placeholder = nav.querySelector('[aria-busy="true"]');
    expect(placeholder).not.toBeNull();
    expect(within(nav).getByText('Loading')).toBeTruthy();
    expect(within(nav).queryByText('Sign In')).toBeNull();
    expect(within(nav).queryByText('Join Now')).toBeNull();
  });

  it('a signed-in member, once known, has Dashboard, Profile and Sign Out', () => {
    const nav = renderNav({ loading: false, user: MEMBER, isAdmin: false });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(nav.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(nav).queryByText('Sign In')).toBeNull();
  });

  it('a visitor has Join Now and Sign In', () => {
    const nav = renderNav({ loading: false, user: null, isAdmin: false });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Join Now' })).toBeTruthy();
    expect(within(nav).queryByText('Loading')).toBeNull();
  });
});
