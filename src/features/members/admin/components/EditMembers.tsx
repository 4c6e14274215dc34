import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPanel, MoreButton, ReadState, useDebounced } from '@/components/kit';
import { MemberSearch } from './ManageMembers';
import { MemberEditForm } from './MemberEditForm';
import { usePagedDirectory, type DirectoryMember } from './use-directory';

/** Members listed a page at a time in Edit Members. */
export const EDIT_PAGE = 25;

/**
 * The admin panel's Edit Members tab: a list at left (at most 600 px high), a page at a time, searched by the
 * server; the member's form at right. The member being edited stays in the form while the list changes.
 */
export function EditMembers() {
  const [search, setSearch] = useState('');
  const directory = usePagedDirectory({ search: useDebounced(search) }, EDIT_PAGE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The chosen member as last listed: a new search does not close the form.
  const [chosen, setChosen] = useState<DirectoryMember | null>(null);
  const listed = directory.data?.members.find((m) => m.profile.id === selectedId);
  if (listed && listed !== chosen) setChosen(listed);
  const selected = selectedId !== null && chosen?.profile.id === selectedId ? chosen : null;

  return (
    <AdminPanel title="Edit Members">
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6" alignItems="start">
        <Stack gap="3" bg="bg" borderWidth="1px" rounded="lg" p="3">
          <MemberSearch value={search} onChange={setSearch} />
          <ReadState live={directory} loading="Loading members..." errorTitle="Failed to fetch members">
            {({ members }) => (
              <Stack gap="2">
                <Box as="ul" aria-label="Members" maxH="600px" overflowY="auto" listStyleType="none">
                  {members.length === 0 && (
                    <Text as="li" p="3" color="fg.muted">
                      {search.trim() === '' ? 'No members yet.' : 'No members match your search.'}
                    </Text>
                  )}
                  {members.map((m) => {
                    const current = m.profile.id === selectedId;
                    return (
                      <li key={m.profile.id}>
                        <Button
                          variant={current ? 'subtle' : 'ghost'}
                          colorPalette="brand"
                          w="full"
                          h="auto"
                          py="2"
                          justifyContent="flex-start"
                          textAlign="start"
                          aria-current={current ? 'true' : undefined}
                          onClick={() => setSelectedId(m.profile.id)}
                        >
                          <Stack gap="0" minW="0">
                            <Text fontWeight="medium" truncate>
                              {m.profile.fullName}
                            </Text>
                            <Text fontSize="xs" color="fg.muted" truncate>
                              {m.profile.email}
                            </Text>
                          </Stack>
                        </Button>
                      </li>
                    );
                  })}
                </Box>
                {members.length > 0 && <MoreButton pages={directory} shown={members.length} noun="members" />}
              </Stack>
            )}
          </ReadState>
        </Stack>
        <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
          {selected && directory.data ? (
            <MemberEditForm key={selected.profile.id} member={selected} directory={directory.data} />
          ) : (
            <Text color="fg.muted" textAlign="center" py="12">
              Select a member to edit their details.
            </Text>
          )}
        </Box>
      </Grid>
    </AdminPanel>
  );
}
