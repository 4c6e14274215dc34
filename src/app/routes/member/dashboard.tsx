import { Button, Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ErrorState, Panel } from '@/components/kit';
import { paths } from '@/config/paths';
import { StatCards } from '@/features/members/member/components/StatCards';
import { Welcome } from '@/features/members/member/components/Welcome';
import { AvailablePar3Events } from '@/features/par3/member/components/AvailablePar3Events';
import { LeaderboardPositions } from '@/features/standings/member/components/LeaderboardPositions';
import { MyTeamMembers } from '@/features/teams/member/components/MyTeamMembers';
import { useMyTeam } from '@/features/teams/member/components/use-my-team';
import { AvailableTournaments, PastTournamentsPanel } from '@/features/tournaments/member/components/DashboardTournaments';
import { MyRegisteredPar3Events, useMyPar3Events, useMyPar3Waits } from '@/features/par3/member/components/MyPar3Events';
import { MyRegisteredTournaments, useMyTournaments, useMyTournamentWaits } from '@/features/tournaments/member/components/MyTournaments';
import { MyWaitingListsPanel } from '@/components/events/waitlist';
import { NextEventCard } from '@/features/scoring/member/components/NextEventCard';
import { useSession } from '@/lib/auth/session';
import { profileRef } from '@/lib/data/refs';
import { joinLive, useLive } from '@/lib/data/use-live';

/** /dashboard (under the member layout route: a user is signed in); each panel comes from its domain. */
export default function DashboardPage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return <Dashboard uid={user.uid} email={user.email} isAdmin={isAdmin} />;
}

function Dashboard({ uid, email, isAdmin }: { uid: string; email: string | null; isAdmin: boolean }) {
  const profile = useLive(profileRef(uid));
  const { team, error: teamError, retry: retryTeam } = useMyTeam(uid);
  const tournaments = useMyTournaments(uid);
  const par3 = useMyPar3Events(uid);
  const waits = joinLive(useMyTournamentWaits(uid), useMyPar3Waits(uid), (t, p) => [...t, ...p]);
  // The top card leads with the soonest of the member's events.
  const myTournaments = { ...tournaments, data: tournaments.data?.map((r) => r.tournament) };
  const myPar3 = { ...par3, data: par3.data?.map((r) => r.event) };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Welcome profile={profile.data} email={email} isAdmin={isAdmin} />
        <NextEventCard uid={uid} tournaments={myTournaments} par3Events={myPar3} />
        {profile.error !== undefined && <ErrorState error={profile.error} title="Failed to load profile" onRetry={profile.retry} py="4" />}
        <StatCards
          myEvents={tournaments.data?.length}
          teamName={team === undefined ? undefined : (team?.name ?? null)}
          profile={profile.data}
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {teamError !== undefined ? (
            <ErrorState error={teamError} title="Failed to load your team" onRetry={retryTeam} />
          ) : (
            <MyTeamMembers team={team} uid={uid} />
          )}
          <LeaderboardPositions uid={uid} teamId={team === undefined ? undefined : (team?.id ?? null)} />
          <AvailableTournaments />
          <AvailablePar3Events />
          <MyRegisteredTournaments live={tournaments} />
          <MyRegisteredPar3Events live={par3} />
          <MyWaitingListsPanel live={waits} />
          <PastTournamentsPanel />
          <QuickActions />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

const ACTIONS = [
  { to: paths.profile, label: 'Edit Profile' },
  { to: paths.tournaments, label: 'View Tournaments' },
  { to: paths.par3League, label: 'Par 3 League' },
  { to: paths.home, label: 'Back to Home' },
];

/** Quick Actions: profile, tournaments, Par 3 League, home. */
function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        {ACTIONS.map((a) => (
          <Button key={a.to} asChild variant="outline" colorPalette="brand">
            <Link to={a.to}>{a.label}</Link>
          </Button>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
