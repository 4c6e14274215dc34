import { AdminList, DeleteRecordDialog, useRecordDialogs } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import { deleteSponsor } from '../api/mutations';
import { allSponsors } from '../api/queries';
import { SponsorFormDialog } from './SponsorFormDialog';
import { SponsorRow } from './SponsorRow';

type Sponsor = Row<'sponsors'>;

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
      <SponsorFormDialog {...dialogs.form} sponsor={dialogs.editing} nextOrder={nextOrder} />
      <DeleteRecordDialog dialogs={dialogs} noun="sponsor" name={(s) => s.name} remove={(s) => deleteSponsor(s.id)} />
    </AdminList>
  );
}
