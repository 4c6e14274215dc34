import { Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPanel, ConfirmDialog, MoreButton, ReadState, SelectInput, useDebounced } from '@/components/kit';
import { MEMBERSHIP_STATUSES } from '@/lib/schemas/profile';
import { serverMessage } from '@/lib/errors';
import { deleteMember, NOT_SIGNED_IN } from '../api/mutations';
import { useSession } from '@/lib/auth/session';
import { ExportMembersButton } from './ExportMembersButton';
import { MemberCard, STATUS_LABELS } from './MemberCard';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { usePagedDirectory, type DirectoryMember } from './use-directory';

/** Members shown a page at a time (Manage Members' cards). */
export const MEMBERS_PAGE = 24;

type Status = (typeof MEMBERSHIP_STATUSES)[number];
const STATUS_OPTIONS = MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** The search box every member list shares: a name, a word of it or an email (the server answers, a page at a time). */
export function MemberSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      aria-label="Search members"
      placeholder="Search by name or email"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxW={{ md: 'sm' }}
      bg="bg"
    />
  );
}

/**
 * The admin panel's Manage Members tab: the members a page at a time as cards (search and status answered by the
 * server), the CSV export of every member and the per-member actions.
 */
export function ManageMembers() {
  const selfId = useSession().user?.uid;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const directory = usePagedDirectory({ search: useDebounced(search), status: status || undefined }, MEMBERS_PAGE);
  const filtered = search.trim() !== '' || status !== '';
  const [resetting, setResetting] = useState<DirectoryMember | null>(null);
  const [deleting, setDeleting] = useState<DirectoryMember | null>(null);

  return (
    <AdminPanel title="Manage Members" actions={<ExportMembersButton />}>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <MemberSearch value={search} onChange={setSearch} />
        <Field.Root maxW={{ md: '48' }}>
          <Field.Label>Status</Field.Label>
          <SelectInput value={status} onChange={(v) => setStatus(v as Status | '')} placeholder="All statuses" options={STATUS_OPTIONS} />
        </Field.Root>
      </Flex>
      <ReadState live={directory} loading="Loading members..." errorTitle="Failed to fetch members">
        {({ members }) => (
          <Stack gap="3">
            {members.length === 0 ? (
              <Text py="8" textAlign="center" color="fg.muted">
                {filtered ? 'No members match your search.' : 'No members yet.'}
              </Text>
            ) : (
              <>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                  {members.map((m) => (
                    <MemberCard key={m.profile.id} member={m} selfId={selfId} onResetPassword={setResetting} onDelete={setDeleting} />
                  ))}
                </SimpleGrid>
                <MoreButton pages={directory} shown={members.length} noun="members" />
              </>
            )}
          </Stack>
        )}
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
