import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useAction } from '@/components/kit';
import { toaster } from '@/components/ui/toaster';
import { downloadCsv } from '@/lib/csv';
import { MEMBER_CSV_HEADER, memberCsvRow } from './members-csv';
import type { DirectoryMember } from './use-directory';

async function exportMembers(members: readonly DirectoryMember[]): Promise<number> {
  if (members.length === 0) return 0;
  await downloadCsv(`members-${new Date().toISOString().slice(0, 10)}.csv`, MEMBER_CSV_HEADER, members.map(memberCsvRow));
  return members.length;
}

/** Manage Members' "Export to CSV": the 22-column file of the members given, or "No members to export". */
export function ExportMembersButton({ members, disabled }: { members: readonly DirectoryMember[]; disabled: boolean }) {
  const exporting = useAction(exportMembers, {
    failure: 'Failed to export members',
    onSuccess: (count) =>
      toaster.create(
        count === 0 ? { type: 'info', title: 'No members to export' } : { type: 'success', title: `Exported ${count} members` },
      ),
  });
  return (
    <Button
      colorPalette="brand"
      loading={exporting.busy}
      loadingText="Exporting..."
      disabled={disabled}
      onClick={() => void exporting.run(members)}
    >
      <LuDownload aria-hidden /> Export to CSV
    </Button>
  );
}
