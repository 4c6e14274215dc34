import { Badge, Box, Button, Flex, Heading, HStack, Image, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHandshake, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog, ReadState, useAction } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { deleteSponsor, setSponsorActive } from '../api/mutations';
import { allSponsors } from '../api/queries';
import { SponsorFormDialog } from './SponsorFormDialog';
import { TIER_COLORS, TIER_LABELS } from './tiers';

type Sponsor = Row<'sponsors'>;

function ActiveSwitch({ sponsor }: { sponsor: Sponsor }) {
  const toggle = useAction(setSponsorActive, {
    success: (_, _id, active) => (active ? 'Sponsor activated' : 'Sponsor deactivated'),
    failure: 'Failed to update sponsor',
  });
  return (
    <Switch.Root
      checked={sponsor.active}
      onCheckedChange={(details) => void toggle.run(sponsor.id, details.checked)}
      disabled={toggle.busy}
      colorPalette="brand"
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label>
        {/* Named in one piece ("Active: …"): a hidden tail after the visible word would be read with a stray space. */}
        <span aria-hidden>Active</span>
        <VisuallyHidden>{`Active: ${sponsor.name}`}</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}

function SponsorRow({ sponsor, onEdit, onDelete }: { sponsor: Sponsor; onEdit: () => void; onDelete: () => void }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      gap="4"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
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
          <Text fontWeight="semibold" fontSize="lg" color="brand.fg">
            {sponsor.name}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={TIER_COLORS[sponsor.tier]}>{TIER_LABELS[sponsor.tier]}</Badge>
            <Text fontSize="sm" color="fg.muted">
              Order {sponsor.displayOrder}
            </Text>
            {!sponsor.active && <Badge colorPalette="gray">Inactive</Badge>}
          </HStack>
        </Stack>
      </HStack>
      <HStack gap="3" wrap="wrap" flexShrink={0}>
        <ActiveSwitch sponsor={sponsor} />
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit}>
          <LuPencil aria-hidden /> Edit<VisuallyHidden> {sponsor.name}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
          <LuTrash2 aria-hidden /> Delete<VisuallyHidden> {sponsor.name}</VisuallyHidden>
        </Button>
      </HStack>
    </Flex>
  );
}

/** The admin panel's Manage Sponsors tab: every sponsor, with add, edit, activate and delete. */
export function ManageSponsors() {
  const sponsors = useLive(allSponsors());
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Sponsor | null>(null);
  const [deleting, setDeleting] = useState<Sponsor | null>(null);
  const nextOrder = Math.max(0, ...(sponsors.data ?? []).map((s) => s.displayOrder + 1));

  function openForm(sponsor: Sponsor | null) {
    setEditing(sponsor);
    setFormOpen(true);
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="2xl" fontFamily="heading" color="brand.fg">
          Manage Sponsors
        </Heading>
        <Button colorPalette="brand" onClick={() => openForm(null)}>
          <LuPlus aria-hidden /> Add Sponsor
        </Button>
      </Flex>
      <ReadState live={sponsors} loading="Loading sponsors..." empty="No sponsors yet." errorTitle="Failed to fetch sponsors">
        {(rows) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {rows.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorRow sponsor={sponsor} onEdit={() => openForm(sponsor)} onDelete={() => setDeleting(sponsor)} />
              </li>
            ))}
          </Stack>
        )}
      </ReadState>
      <SponsorFormDialog open={formOpen} onOpenChange={setFormOpen} sponsor={editing} nextOrder={nextOrder} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete sponsor?"
        description={<Text fontWeight="semibold">{deleting?.name}</Text>}
        confirmLabel="Delete"
        onConfirm={() => deleteSponsor(deleting?.id ?? '')}
        messages={{ success: 'Sponsor deleted', failure: 'Failed to delete sponsor' }}
      />
    </Stack>
  );
}
