import { Box, Button, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminPanel, ReadState } from '@/components/kit';
import { matches } from './ManageMembers';
import { MemberEditForm } from './MemberEditForm';
import { useDirectory } from './use-directory';

/** The admin panel's Edit Members tab: a searchable list at left (at most 600 px high), the member's form at right. */
export function EditMembers() {
  const directory = useDirectory();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <AdminPanel title="Edit Members">
      <ReadState
        live={directory}
        loading="Loading members..."
        empty="No members yet."
        isEmpty={(d) => d.members.length === 0}
        errorTitle="Failed to fetch members"
      >
        {(data) => {
          const shown = data.members.filter((m) => matches(m, search));
          const selected = data.members.find((m) => m.profile.id === selectedId) ?? null;
          return (
            <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6" alignItems="start">
              <Stack gap="3" bg="bg" borderWidth="1px" rounded="lg" p="3">
                <Input
                  aria-label="Search members"
                  placeholder="Search by name or email"
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                />
                <Box as="ul" aria-label="Members" maxH="600px" overflowY="auto" listStyleType="none">
                  {shown.length === 0 && (
                    <Text as="li" p="3" color="fg.muted">
                      No members match your search.
                    </Text>
                  )}
                  {shown.map((m) => {
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
              </Stack>
              <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
                {selected ? (
                  <MemberEditForm key={selected.profile.id} member={selected} directory={data} />
                ) : (
                  <Text color="fg.muted" textAlign="center" py="12">
                    Select a member to edit their details.
                  </Text>
                )}
              </Box>
            </Grid>
          );
        }}
      </ReadState>
    </AdminPanel>
  );
}
