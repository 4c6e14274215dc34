import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useAction } from '@/components/kit';
import { toaster } from '@/components/ui/toaster';
import { downloadCsv } from '@/lib/csv';
import { MEMBER_CSV_HEADER, memberCsvRow } from './members-csv';
import { everyMember, type DirectoryMember } from './use-directory';

/** Every member, read when asked (the lists show a page; the file has every row): resolves to the rows written. */
async function exportMembers(read: () => Promise<readonly DirectoryMember[]>): Promise<number> {
  const members = await read();
  if (members.length === 0) return 0;
  await downloadCsv(`members-${new Date().toISOString().slice(0, 10)}.csv`, MEMBER_CSV_HEADER, members.map(memberCsvRow));
  return members.length;
}

/** Manage Members' "Export to CSV": the 22-column file of every member, "Exported N members" (or "No members to export"). */
export function ExportMembersButton({ read = everyMember }: { read?: () => Promise<readonly DirectoryMember[]> }) {
  const exporting = useAction(exportMembers, {
    failure: 'Failed to export members',
    onSuccess: (count) =>
      toaster.create(
        count === 0 ? { type: 'info', title: 'No members to export' } : { type: 'success', title: `Exported ${count} members` },
      ),
  });
  return (
    <Button colorPalette="brand" loading={exporting.busy} loadingText="Exporting..." onClick={() => void exporting.run(read)}>
      <LuDownload aria-hidden /> Export to CSV
    </Button>
  );
}
