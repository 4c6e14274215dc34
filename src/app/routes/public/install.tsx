import { Button, Card, Circle, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaAndroid, FaApple } from 'react-icons/fa6';
import { LuDownload, LuMaximize, LuWifiOff, LuZap } from 'react-icons/lu';
import { FeatureCard } from '@/components/layout/FeatureCard';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/layout/Section';
import { promptInstall, useInstallPrompt } from '@/components/layout/install-prompt';
import { toaster } from '@/components/ui/toaster';
import { PageMeta } from '@/components/layout/PageMeta';

const platforms: { name: string; icon: IconType; steps: string[] }[] = [
  {
    name: 'iPhone & iPad',
    icon: FaApple,
    steps: [
      'Open this website in Safari.',
      'Tap Share (the square with an arrow) at the bottom of the screen.',
      'Scroll down and choose Add to Home Screen.',
      'Tap Add in the top right corner.',
    ],
  },
  {
    name: 'Android',
    icon: FaAndroid,
    steps: [
      'Open this website in Chrome.',
      'Tap the menu (the three dots) in the top right corner.',
      'Choose Add to Home screen or Install app.',
      'Tap Add (or Install) to confirm.',
    ],
  },
];

const benefits: { title: string; text: string; icon: IconType }[] = [
  { title: 'Quick Access', text: 'Open the society straight from your home screen, one tap away.', icon: LuZap },
  {
    title: 'Works Offline',
    text: 'View cached content, such as fixtures, results and news you have already opened, even with no signal on the course.',
    icon: LuWifiOff,
  },
  { title: 'Full Screen', text: 'No browser bars: more room for leaderboards, tee times and your scores.', icon: LuMaximize },
];

function InstallButton() {
  const canPrompt = useInstallPrompt((s) => s.event !== null);
  if (!canPrompt) return null;

  const install = () =>
    promptInstall().catch((error: unknown) => {
      console.error(error);
      toaster.create({ type: 'error', title: 'The app could not be installed. Please use the steps below.' });
    });

  return (
    <Button colorPalette="gold" size="lg" onClick={() => void install()}>
      <LuDownload aria-hidden /> Install app
    </Button>
  );
}

export default function InstallPage() {
  return (
    <>
      <PageMeta title="Install the app" />
      <PageHero
        badge="Mobile App"
        heading="Install Clubhouse on your phone"
        description="Add the society to your home screen: fixtures, results and your registrations, one tap away, even on the course."
      >
        <InstallButton />
      </PageHero>

      <Section heading="How to install" subheading="It takes less than a minute, and no app store is needed.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {platforms.map((platform) => (
            <Card.Root key={platform.name} borderColor="border.muted">
              <Card.Header>
                <HStack gap="3">
                  <Icon boxSize="7" color="brand.fg" aria-hidden>
                    <platform.icon />
                  </Icon>
                  <Heading as="h3" size="xl" fontFamily="heading" color="brand.fg">
                    {platform.name}
                  </Heading>
                </HStack>
              </Card.Header>
              <Card.Body>
                <Stack as="ol" gap="4" listStyleType="none">
                  {platform.steps.map((step, i) => (
                    <HStack as="li" key={step} gap="3" align="start">
                      <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden>
                        {i + 1}
                      </Circle>
                      <Text pt="1">{step}</Text>
                    </HStack>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section heading="Why install?" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {benefits.map((benefit) => (
            <FeatureCard key={benefit.title} {...benefit} />
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
