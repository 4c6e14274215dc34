import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { ActionSwitch, DeleteButton, EditButton, RecordName, RecordRow } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { setSponsorActive } from '../api/mutations';
import { TIER_COLORS, TIER_LABELS } from './tiers';

type Sponsor = Row<'sponsors'>;

function ActiveSwitch({ sponsor }: { sponsor: Sponsor }) {
  return (
    <ActionSwitch
      label="Active"
      name={sponsor.name}
      checked={sponsor.active}
      write={(on) => setSponsorActive(sponsor.id, on)}
      toasts={{ on: 'Sponsor activated', off: 'Sponsor deactivated', failure: 'Failed to update sponsor' }}
    />
  );
}

/** One sponsor in Manage Sponsors: logo, name, tier and order; the Active switch, Edit and Delete. */
export function SponsorRow({ sponsor, onEdit, onDelete }: { sponsor: Sponsor; onEdit: () => void; onDelete: () => void }) {
  return (
    <RecordRow
      actions={
        <>
          <ActiveSwitch sponsor={sponsor} />
          <EditButton name={sponsor.name} onClick={onEdit} />
          <DeleteButton name={sponsor.name} onClick={onDelete} />
        </>
      }
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
    </RecordRow>
  );
}
