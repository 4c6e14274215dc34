import { Container } from '@chakra-ui/react';
import { PageTop } from '@/components/layout/PageHero';
import { NewsList } from '@/features/news/components/NewsList';

/** /news: every published article, newest first. */
export default function NewsPage() {
  return (
    <>
      <PageTop title="News" badge="News" heading="Society News" description="Tournament reports, results and announcements from around the society." />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <NewsList />
      </Container>
    </>
  );
}
