import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuHandshake } from 'react-icons/lu';
import { ActionSwitch, AdminList, ConfirmDialog, DeleteButton, EditButton, RecordRow, useRecordDialogs } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import { deleteSponsor, setSponsorActive } from '../api/mutations';
import { allSponsors } from '../api/queries';
import { SponsorFormDialog } from './SponsorFormDialog';
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

function SponsorRow({ sponsor, onEdit, onDelete }: { sponsor: Sponsor; onEdit: () => void; onDelete: () => void }) {
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
    </RecordRow>
  );
}

/** The admin panel's Manage Sponsors tab: every sponsor, with add, edit, activate and delete. */
export function ManageSponsors() {
  const sponsors = useLive(allSponsors(), { order: byDisplayOrder });
  const dialogs = useRecordDialogs<Sponsor>();
  const nextOrder = Math.max(0, ...(sponsors.data ?? []).map((s) => s.displayOrder + 1));

  return (
    <AdminList
      title="Manage Sponsors"
      newLabel="Add Sponsor"
      onNew={() => dialogs.openForm(null)}
      live={sponsors}
      loading="Loading sponsors..."
      empty="No sponsors yet."
      errorTitle="Failed to fetch sponsors"
      row={(sponsor) => (
        <SponsorRow sponsor={sponsor} onEdit={() => dialogs.openForm(sponsor)} onDelete={() => dialogs.askDelete(sponsor)} />
      )}
    >
      <SponsorFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} sponsor={dialogs.editing} nextOrder={nextOrder} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.onDeleteOpenChange}
        title="Delete sponsor?"
        description={<Text fontWeight="semibold">{dialogs.deleting?.name}</Text>}
        confirmLabel="Delete"
        onConfirm={() => deleteSponsor(dialogs.deleting?.id ?? '')}
        messages={{ success: 'Sponsor deleted', failure: 'Failed to delete sponsor' }}
      />
    </AdminList>
  );
}
