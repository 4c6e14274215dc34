import { Box, Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { ErrorState } from '@/components/kit';
import { ArrowLink } from '@/components/layout/ArrowLink';
import { paths } from '@/config/paths';
import { useSessionHint } from '@/lib/auth/session';
import { hiddenForMembers } from '@/lib/auth/session-hint';
import { useLive } from '@/lib/data/use-live';
import { liveDoc } from '@/lib/data/live-read';
import { benefitsFrom } from '../model';

interface MembershipCardProps {
  /** The join page's texts (membership_title, membership_price, membership_period, benefit_*). */
  content: Record<string, string>;
}

/** The membership card: title, price, period, benefits and the button for the visitor or member. */
export function MembershipCard({ content }: MembershipCardProps) {
  const benefits = benefitsFrom(content);
  return (
    <Card.Root maxW="2xl" mx="auto" borderWidth="2px" borderColor="gold.400" shadow="xl" overflow="hidden">
      <Box bg="brand.900" color="white" textAlign="center" py="8" px="6">
        <Heading as="h2" fontFamily="heading" size="2xl">
          {content.membership_title}
        </Heading>
        <Text mt="3" fontFamily="heading" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" color="gold.300">
          {content.membership_price}
        </Text>
        <Text color="whiteAlpha.800">{content.membership_period}</Text>
      </Box>
      <Card.Body gap="6">
        <Box>
          <Heading as="h3" size="md" mb="4" color="brand.fg">
            What&apos;s included
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Membership benefits">
            {benefits.map((benefit, i) => (
              <HStack as="li" key={i} gap="3" align="start">
                <Icon color="brand.solid" mt="0.5" aria-hidden>
                  <LuCircleCheck />
                </Icon>
                <Text>{benefit}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <MembershipAction />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "Loading..." while the session or the member's profile is unknown; "Go to
 * Dashboard" for a paid member; otherwise the application. A member whose
 * profile cannot be read (offline, nothing cached) is told so, never offered
 * the application as if unpaid.
 */
function MembershipAction() {
  // The hint: a visitor's page needs no Auth to offer the application (a browser that had a session loads it at once).
  const session = useSessionHint();
  const profile = useLive(session.user ? liveDoc('profiles', session.user.uid) : null);
  const loading = session.loading || (session.user !== null && profile.loading);

  if (loading) {
    return (
      <Button size="lg" w="full" disabled loading loadingText="Loading...">
        Loading...
      </Button>
    );
  }
  if (session.user && profile.error !== undefined) {
    return <ErrorState error={profile.error} onRetry={profile.retry} py="2" />;
  }
  if (session.user && profile.data?.membershipFeePaid === true) {
    return (
      <Stack gap="3" align="stretch">
        <HStack justify="center" gap="2" color="green.fg" fontWeight="semibold" role="status">
          <LuCircleCheck aria-hidden /> <Text>Your membership is active!</Text>
        </HStack>
        <ArrowLink to={paths.dashboard} colorPalette="brand" w="full">
          Go to Dashboard
        </ArrowLink>
      </Stack>
    );
  }
  return (
    <ArrowLink to={paths.signUp} colorPalette="gold" w="full" css={session.user ? undefined : hiddenForMembers}>
      Complete Membership Application
    </ArrowLink>
  );
}
