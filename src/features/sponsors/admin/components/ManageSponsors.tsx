import { RecordPanel, type PanelWords } from '@/components/kit';
import { byDisplayOrder, nextDisplayOrder } from '@/lib/data/use-live';
import { deleteSponsor } from '../api/mutations';
import { allSponsors } from '../api/queries';
import { SponsorFormDialog } from './SponsorFormDialog';
import { SponsorRow } from './SponsorRow';

const WORDS: PanelWords = {
  title: 'Manage Sponsors',
  newLabel: 'Add Sponsor',
  loading: 'Loading sponsors...',
  empty: 'No sponsors yet.',
  errorTitle: 'Failed to fetch sponsors',
};

/** The admin panel's Manage Sponsors tab: every sponsor, with add, edit, activate and delete. */
export function ManageSponsors() {
  return (
    <RecordPanel
      query={allSponsors()}
      order={byDisplayOrder}
      words={WORDS}
      row={(sponsor, dialogs) => <SponsorRow sponsor={sponsor} dialogs={dialogs} />}
      form={(dialogs, sponsors) => (
        <SponsorFormDialog {...dialogs.form} sponsor={dialogs.editing} nextOrder={nextDisplayOrder(sponsors, 0)} />
      )}
      remove={{ noun: 'sponsor', name: (s) => s.name, remove: (s) => deleteSponsor(s.id) }}
    />
  );
}
