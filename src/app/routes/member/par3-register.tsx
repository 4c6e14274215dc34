import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { Par3Registration } from '@/features/par3/member/components/Par3Registration';
import { useSession } from '@/lib/auth/session';

/** /par3-event/{id}/register (member layout route: visitors are sent to /auth). */
export default function Par3RegisterPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Par3Registration eventId={id} uid={user.uid} />
    </Container>
  );
}
