import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { EditableRow, RecordName, type RecordDialogs, type SwitchWords } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { setSponsorActive } from '../api/mutations';
import { TIER_COLORS, TIER_LABELS } from './tiers';

type Sponsor = Row<'sponsors'>;

const ACTIVE: SwitchWords = { label: 'Active', on: 'Sponsor activated', off: 'Sponsor deactivated', failure: 'Failed to update sponsor' };

/** One sponsor in Manage Sponsors: logo, name, tier and order; the Active switch, Edit and Delete. */
export function SponsorRow({ sponsor, dialogs }: { sponsor: Sponsor; dialogs: RecordDialogs<Sponsor> }) {
  return (
    <EditableRow
      record={sponsor}
      name={sponsor.name}
      dialogs={dialogs}
      toggle={{ words: ACTIVE, checked: sponsor.active, write: (on) => setSponsorActive(sponsor.id, on) }}
    >
      <HStack gap="4" minW="0">
        <Box w="20" h="12" flexShrink={0} bg="bg.muted" rounded="md" display="grid" placeItems="center" overflow="hidden">
          {sponsor.logoUrl ? (
            <Image src={sponsor.logoUrl} alt="" maxW="full" maxH="full" objectFit="contain" />
          ) : (
            <LuHandshake aria-hidden />
          )}
        </Box>
        <Stack gap="1" minW="0">
          <RecordName>{sponsor.name}</RecordName>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={TIER_COLORS[sponsor.tier]}>{TIER_LABELS[sponsor.tier]}</Badge>
            <Text fontSize="sm" color="fg.muted">
              Order {sponsor.displayOrder}
            </Text>
            {!sponsor.active && <Badge colorPalette="gray">Inactive</Badge>}
          </HStack>
        </Stack>
      </HStack>
    </EditableRow>
  );
}
