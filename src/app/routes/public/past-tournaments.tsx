import { Container } from '@chakra-ui/react';
import { PageTop } from '@/components/layout/PageHero';
import { PastTournaments } from '@/features/tournaments/components/PastTournaments';

/** /past-tournaments: completed tournaments, newest first, each linking to its results. */
export default function PastTournamentsPage() {
  return (
    <>
      <PageTop
        title="Results"
        metaDescription="Results of every completed tournament of the season."
        badge="Results"
        heading="Past Tournaments"
        description="Results of every completed tournament of the season, newest first."
      />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <PastTournaments />
      </Container>
    </>
  );
}
