import { Container } from '@chakra-ui/react';
import { Welcome } from '@/features/dashboard/components/Welcome';
import { useSession } from '@/lib/auth/session';

/** /dashboard (under the member layout route: a user is signed in). */
export default function DashboardPage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Welcome uid={user.uid} email={user.email} isAdmin={isAdmin} />
    </Container>
  );
}
