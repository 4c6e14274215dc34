import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPanel, ConfirmDialog, ReadState } from '@/components/kit';
import { serverMessage } from '@/lib/errors';
import { deleteMember, NOT_SIGNED_IN } from '../api/mutations';
import { useSession } from '@/lib/auth/session';
import { ExportMembersButton } from './ExportMembersButton';
import { MemberCard } from './MemberCard';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useDirectory, type DirectoryMember } from './use-directory';

export function matches(member: DirectoryMember, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || member.profile.fullName.toLowerCase().includes(q) || member.profile.email.toLowerCase().includes(q);
}

/** The admin panel's Manage Members tab: every member as a card, the CSV export and the per-member actions. */
export function ManageMembers() {
  const directory = useDirectory();
  const selfId = useSession().user?.uid;
  const [search, setSearch] = useState('');
  const [resetting, setResetting] = useState<DirectoryMember | null>(null);
  const [deleting, setDeleting] = useState<DirectoryMember | null>(null);

  return (
    <AdminPanel
      title="Manage Members"
      actions={
        <ExportMembersButton members={directory.data?.members ?? []} disabled={directory.loading || directory.error !== undefined} />
      }
    >
      <Input
        aria-label="Search members"
        placeholder="Search by name or email"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxW={{ md: 'sm' }}
        bg="bg"
      />
      <ReadState live={directory} loading="Loading members..." errorTitle="Failed to fetch members">
        {({ members }) => {
          const shown = members.filter((m) => matches(m, search));
          return (
            <Stack gap="3">
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {shown.length} of {members.length} members
              </Text>
              {shown.length === 0 ? (
                <Text py="8" textAlign="center" color="fg.muted">
                  {members.length === 0 ? 'No members yet.' : 'No members match your search.'}
                </Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                  {shown.map((m) => (
                    <MemberCard key={m.profile.id} member={m} selfId={selfId} onResetPassword={setResetting} onDelete={setDeleting} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        }}
      </ReadState>
      <ResetPasswordDialog
        member={resetting ? { id: resetting.profile.id, fullName: resetting.profile.fullName } : null}
        onClose={() => setResetting(null)}
      />
      <ConfirmDialog
        onServer
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete member?"
        description={
          <Text>
            <Text as="span" fontWeight="semibold">
              {deleting?.profile.fullName}
            </Text>{' '}
            ({deleting?.profile.email}) will be deleted for good: their account, profile, team assignment, registrations and scores.
          </Text>
        }
        confirmLabel="Delete Member"
        onConfirm={() => deleteMember(deleting?.profile.id ?? '')}
        messages={{
          success: 'Member deleted',
          failure: (error) =>
            error instanceof Error && error.message.includes(NOT_SIGNED_IN)
              ? { title: NOT_SIGNED_IN }
              : { title: 'Failed to delete member', description: serverMessage(error) },
        }}
      />
    </AdminPanel>
  );
}
