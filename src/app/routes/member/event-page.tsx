import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '@/lib/auth/session';

/**
 * A member's page about one event (/tournament/{id}/register, /par3-event/{id}/register):
 * the event's id from the address and the signed-in member's uid, in the narrow column.
 * The member layout route sends visitors to /auth.
 */
export function MemberEventPage({ children }: { children: (id: string, uid: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      {children(id, user.uid)}
    </Container>
  );
}
