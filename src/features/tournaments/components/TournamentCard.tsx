import { Badge, Box, Card, HStack, Icon, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCalendar, LuClock, LuMapPin } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Row } from '@/lib/data/live-read';
import { formatDate } from '@/lib/dates';
import { formatLabel } from '../model';
import { photo } from '@/lib/images';

export function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Icon aria-hidden color="gold.fg" mt="0.5">
        {icon}
      </Icon>
      <Box>{children}</Box>
    </HStack>
  );
}

/**
 * A tournament in a grid: image, date, name, venue and tee-off, linking to its page.
 * `first`: the grid's first card where it opens the page, on screen at once on a phone: its image loads eagerly and first.
 */
export function TournamentCard({ tournament, first = false }: { tournament: Row<'tournaments'>; first?: boolean }) {
  const completed = tournament.status === 'completed';
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" overflow="hidden" borderColor="border.muted" transition="box-shadow 0.2s" _hover={{ shadow: 'lg' }}>
        <Box position="relative">
          {tournament.imageUrl ? (
            <Image
              {...photo(tournament.imageUrl, { sizes: '(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw', width: 640, height: 360 })}
              aspectRatio={16 / 9}
              {...(first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
            />
          ) : (
            <Box aspectRatio={16 / 9} bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.900" />
          )}
          <Badge position="absolute" top="3" left="3" colorPalette={completed ? 'gray' : 'gold'} variant="solid">
            {completed ? 'Completed' : 'Upcoming'}
          </Badge>
        </Box>
        <Card.Body gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="gold.fg" textTransform="uppercase" letterSpacing="wide">
            <time dateTime={tournament.date.toISOString()}>{formatDate(tournament.date, 'long')}</time>
          </Text>
          <Card.Title as="h3" fontFamily="heading" fontSize="lg" color="brand.fg">
            <LinkOverlay asChild>
              <Link to={paths.tournament(tournament.id)}>{tournament.name}</Link>
            </LinkOverlay>
          </Card.Title>
          <Stack gap="1" fontSize="sm" color="fg.muted">
            <Fact icon={<LuMapPin />}>{tournament.location}</Fact>
            {tournament.teeOffTime && <Fact icon={<LuClock />}>Tee-off {tournament.teeOffTime}</Fact>}
            <Fact icon={<LuCalendar />}>{formatLabel(tournament.format)}</Fact>
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/**
 * Tournament cards in a grid (a list named `label`), each linking to its page. `leads`: the grid opens the
 * page (nothing with an image above it), so its first image is the page's largest paint on a phone.
 */
export function TournamentGrid({
  label,
  tournaments,
  leads = false,
}: {
  label: string;
  tournaments: readonly Row<'tournaments'>[];
  leads?: boolean;
}) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" aria-label={label}>
      {tournaments.map((t, index) => (
        <li key={t.id}>
          <TournamentCard tournament={t} first={leads && index === 0} />
        </li>
      ))}
    </SimpleGrid>
  );
}
