import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { PageTop, heroTexts } from '@/components/layout/PageHero';
import { usePageContent } from '@/lib/content/page-content';
import { SponsorTiers } from '@/features/sponsors/components/SponsorTiers';

/** /sponsors: active partners by tier, and how to become one. */
export default function SponsorsPage() {
  const { content, loading } = usePageContent('sponsors');
  const { content: settings } = usePageContent('site_settings');
  const email = settings.contact_email || 'hello@example.com';

  return (
    <>
      <PageTop title="Sponsors" {...heroTexts(content, 'Our Sponsors')} loading={loading} />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <SponsorTiers />
      </Container>
      <Box as="section" aria-labelledby="sponsor-contact" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
        <Container maxW="3xl" textAlign="center">
          <Heading id="sponsor-contact" as="h2" fontFamily="heading" size={{ base: '2xl', md: '3xl' }}>
            Become a Sponsor
          </Heading>
          <Text mt="4" fontSize="lg" color="whiteAlpha.800">
            Put your brand in front of a community of passionate golfers. We would love to talk about a partnership.
          </Text>
          <Button asChild colorPalette="gold" size="lg" mt="8">
            <a href={`mailto:${email}?subject=${encodeURIComponent('Sponsorship enquiry')}`}>
              <LuMail aria-hidden /> Contact us about sponsorship
            </a>
          </Button>
        </Container>
      </Box>
    </>
  );
}
