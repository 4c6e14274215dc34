import { Container } from '@chakra-ui/react';
import { PageHero } from '@/components/layout/PageHero';
import { PageMeta } from '@/components/layout/PageMeta';
import { PastTournaments } from '@/features/tournaments/components/PastTournaments';

/** /past-tournaments: completed tournaments, newest first, each linking to its results. */
export default function PastTournamentsPage() {
  return (
    <>
      <PageMeta title="Results" description="Results of every completed tournament of the season." />
      <PageHero badge="Results" heading="Past Tournaments" description="Results of every completed tournament of the season, newest first." />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <PastTournaments />
      </Container>
    </>
  );
}
