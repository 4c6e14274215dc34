import { Button, Container, Heading, Stack } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ChangePasswordCard } from '@/features/auth/member/components/ChangePasswordCard';
import { CalendarAddress } from '@/features/members/member/components/CalendarAddress';
import { EmailPreferences } from '@/features/members/member/components/EmailPreferences';
import { PersonalInformation } from '@/features/members/member/components/PersonalInformation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';

/** /profile (member layout route: nothing renders while auth loads; visitors go to /auth). */
export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="start">
          <Link to={paths.dashboard}>
            <LuArrowLeft aria-hidden /> Back to Dashboard
          </Link>
        </Button>
        <Heading as="h1" size="3xl" fontFamily="heading">
          My Profile
        </Heading>
        <PersonalInformation uid={user.uid} />
        <EmailPreferences uid={user.uid} />
        <CalendarAddress uid={user.uid} />
        <ChangePasswordCard />
      </Stack>
    </Container>
  );
}
