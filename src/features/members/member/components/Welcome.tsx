import { Alert, Badge, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Row } from '@/lib/data/refs';

interface WelcomeProps {
  profile: Row<'profiles'> | null | undefined;
  email: string | null;
  isAdmin: boolean;
}

/** The dashboard's greeting: name (or email), role label, and the admin notice. */
export function Welcome({ profile, email, isAdmin }: WelcomeProps) {
  const name = profile?.fullName || email || 'Member';

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size="3xl" fontFamily="heading">
            Welcome, {name}
          </Heading>
          <Badge colorPalette={isAdmin ? 'gold' : 'brand'} alignSelf="start" size="lg">
            {isAdmin ? 'Admin Dashboard' : 'Member Dashboard'}
          </Badge>
        </Stack>
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={paths.profile}>Edit Profile</Link>
        </Button>
      </Flex>
      {isAdmin && (
        <Alert.Root status="info" colorPalette="gold">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You have admin access</Alert.Title>
            <Alert.Description>
              <Text>
                Manage tournaments, members, news and more in the{' '}
                <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                  <Link to={paths.admin}>Admin Panel</Link>
                </ChakraLink>
                .
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
