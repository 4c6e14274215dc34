import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { TournamentRegistration } from '@/features/tournaments/member/components/TournamentRegistration';
import { useSession } from '@/lib/auth/session';

/** /tournament/{id}/register (member layout route: visitors are sent to /auth). */
export default function TournamentRegisterPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <TournamentRegistration tournamentId={id} uid={user.uid} />
    </Container>
  );
}
