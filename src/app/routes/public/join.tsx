import { Box, Container } from '@chakra-ui/react';
import { PageTop, heroTexts } from '@/components/layout/PageHero';
import { usePageContent } from '@/lib/content/page-content';
import { JoinFaq } from '@/features/members/components/JoinFaq';
import { MembershipCard } from '@/features/members/components/MembershipCard';

/** /join: the hero, the membership card with its benefits and button, and the FAQ. */
export default function JoinPage() {
  const { content, loading } = usePageContent('join');
  return (
    <>
      <PageTop title="Join" {...heroTexts(content, 'Join the Society')} loading={loading} />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <MembershipCard content={content} />
      </Container>
      <Box as="section" bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <JoinFaq heading={content.faq_heading ?? 'Frequently Asked Questions'} />
        </Container>
      </Box>
    </>
  );
}
