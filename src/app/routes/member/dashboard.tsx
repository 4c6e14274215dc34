import { Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { ErrorState } from '@/components/kit';
import { ownProfileRef } from '@/features/dashboard/api/queries';
import { AvailablePar3Events, AvailableTournaments, PastTournaments, QuickActions } from '@/features/dashboard/components/EventSections';
import { StatCards } from '@/features/dashboard/components/StatCards';
import { LeaderboardPositions, MyTeamMembers } from '@/features/dashboard/components/TeamSections';
import { useMyTeam } from '@/features/dashboard/components/use-my-team';
import { Welcome } from '@/features/dashboard/components/Welcome';
import { MyRegisteredPar3Events, useMyPar3Events } from '@/features/par3/member/components/MyPar3Events';
import { MyRegisteredTournaments, useMyTournaments } from '@/features/tournaments/member/components/MyTournaments';
import { useSession } from '@/lib/auth/session';
import { useLive } from '@/lib/data/use-live';

/** /dashboard (under the member layout route: a user is signed in). */
export default function DashboardPage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return <Dashboard uid={user.uid} email={user.email} isAdmin={isAdmin} />;
}

function Dashboard({ uid, email, isAdmin }: { uid: string; email: string | null; isAdmin: boolean }) {
  const profile = useLive(ownProfileRef(uid));
  const { team, error: teamError, retry: retryTeam } = useMyTeam(uid);
  const tournaments = useMyTournaments(uid);
  const par3 = useMyPar3Events(uid);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Welcome profile={profile.data} email={email} isAdmin={isAdmin} />
        {profile.error !== undefined && <ErrorState error={profile.error} title="Failed to load profile" onRetry={profile.retry} py="4" />}
        <StatCards myEvents={tournaments.data?.length} teamName={team === undefined ? undefined : (team?.name ?? null)} profile={profile.data} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {teamError !== undefined ? (
            <ErrorState error={teamError} title="Failed to load your team" onRetry={retryTeam} />
          ) : (
            team !== undefined && <MyTeamMembers team={team} uid={uid} />
          )}
          <LeaderboardPositions uid={uid} teamId={team?.id ?? null} />
          <AvailableTournaments />
          <AvailablePar3Events />
          <MyRegisteredTournaments live={tournaments} />
          <MyRegisteredPar3Events live={par3} />
          <PastTournaments />
          <QuickActions />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
