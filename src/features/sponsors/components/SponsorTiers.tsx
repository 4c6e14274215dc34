import { Box, Button, Card, Center, Heading, Icon, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBuilding2, LuExternalLink } from 'react-icons/lu';
import { ReadState } from '@/components/kit';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import type { Row } from '@/lib/data/live-read';
import { activeSponsors } from '../api/queries';
import { safeWebsite, sponsorsByTier, type SponsorTier } from '../model';
import { logo } from '@/lib/images';
import { Static } from '@/components/layout/static';

const TIER_COLUMNS: Record<SponsorTier, { base: number; md: number; lg: number }> = {
  platinum: { base: 1, md: 2, lg: 2 },
  gold: { base: 1, md: 2, lg: 3 },
  silver: { base: 1, md: 3, lg: 4 },
};

/** Active sponsors grouped "Platinum Partners", "Gold Partners", "Silver Partners", in display order. */
export function SponsorTiers() {
  const sponsors = useLive(activeSponsors(), { order: byDisplayOrder });

  return (
    <ReadState live={sponsors} loading="Loading sponsors..." empty="No active sponsors at the moment." minH="md">
      {(rows) => (
        <Static data={rows}>
          <Stack gap={{ base: '12', md: '16' }}>
            {sponsorsByTier(rows).map((group) => (
              <Box as="section" key={group.tier} aria-labelledby={`tier-${group.tier}`}>
                <Heading
                  as="h2"
                  id={`tier-${group.tier}`}
                  fontFamily="heading"
                  size={{ base: 'xl', md: '2xl' }}
                  color="brand.fg"
                  textAlign="center"
                  mb="8"
                >
                  {group.heading}
                </Heading>
                <SimpleGrid as="ul" columns={TIER_COLUMNS[group.tier]} gap="6" listStyleType="none">
                  {group.sponsors.map((sponsor) => (
                    <li key={sponsor.id}>
                      <SponsorCard sponsor={sponsor} tier={group.tier} />
                    </li>
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        </Static>
      )}
    </ReadState>
  );
}

function SponsorCard({ sponsor, tier }: { sponsor: Row<'sponsors'>; tier: SponsorTier }) {
  const website = safeWebsite(sponsor.websiteUrl);
  const logoH = tier === 'platinum' ? '32' : '24';
  return (
    <Card.Root h="full" borderColor={tier === 'platinum' ? 'gold.300' : 'border.muted'} borderWidth={tier === 'platinum' ? '2px' : '1px'}>
      <Center h={logoH} bg="bg.subtle" roundedTop="inherit" p="4">
        {sponsor.logoUrl ? (
          <Image {...logo(sponsor.logoUrl, sponsor.name, { width: 240, height: 96 })} maxH="full" maxW="full" w="auto" />
        ) : (
          <Icon boxSize="12" color="fg.subtle" aria-label={`${sponsor.name} (no logo)`} role="img">
            <LuBuilding2 />
          </Icon>
        )}
      </Center>
      <Card.Body gap="2">
        <Card.Title as="h3" fontFamily="heading" fontSize="xl" color="brand.fg">
          {sponsor.name}
        </Card.Title>
        {sponsor.description && <Text color="fg.muted">{sponsor.description}</Text>}
      </Card.Body>
      {website && (
        <Card.Footer>
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <a href={website} target="_blank" rel="noopener noreferrer" aria-label={`Visit Website: ${sponsor.name} (opens in a new tab)`}>
              Visit Website <LuExternalLink aria-hidden />
            </a>
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
