import { Button, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/layout/PageHero';
import { paths } from '@/config/paths';
import { LatestNews } from '@/features/news/components/LatestNews';

/** Home (/): the welcome band and the latest news. */
export default function HomePage() {
  return (
    <>
      <PageHero
        badge="Golf Society"
        heading="Welcome to Clubhouse"
        description="A ten-team league over 12 tournaments, a weekly Par 3 League and golfers of every level playing together across the UAE."
      >
        <Wrap justify="center" gap="3" pt="2">
          <Button asChild colorPalette="gold" size="lg">
            <Link to={paths.join}>Join Now</Link>
          </Button>
          <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <Link to={paths.tournaments}>View Tournaments</Link>
          </Button>
        </Wrap>
      </PageHero>
      <LatestNews />
    </>
  );
}
