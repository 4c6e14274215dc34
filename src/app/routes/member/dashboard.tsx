import { Container } from '@chakra-ui/react';
import { RequireMember } from '@/components/guards';
import { Welcome } from '@/features/dashboard/components/Welcome';
import { useSession } from '@/lib/auth/session';

function Dashboard() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Welcome uid={user.uid} email={user.email} isAdmin={isAdmin} />
    </Container>
  );
}

export default function DashboardPage() {
  return (
    <RequireMember>
      <Dashboard />
    </RequireMember>
  );
}
