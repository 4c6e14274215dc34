import { Badge, Button, Field, Fieldset, Flex, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { Form, NumberField, ReadState, useAction, useSchemaForm } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { saveScores } from '../api/mutations';
import { memberCards, participants, tournamentScores, tournamentsByDate } from '../api/queries';
import { scoreSheet, type ScoreSheetInput } from '../schema';

interface Participant {
  memberId: string;
  fullName: string;
  teamName: string;
  teamId: string | null;
}

interface Sheet {
  participants: Participant[];
  scores: Row<'scores'>[];
}

/** The participants (registrations, plus anyone already scored) and the saved scores of a tournament. */
function useSheet(tournamentId: string): Live<Sheet> {
  const registrations = useLive(participants(tournamentId));
  const scores = useLive(tournamentScores(tournamentId));
  const cards = useLive(memberCards());
  const reads = [registrations, scores, cards] as const;
  const retry = () => reads.forEach((r) => r.retry());
  const failed = reads.find((r) => r.error !== undefined);
  if (failed) return { data: undefined, loading: false, error: failed.error, retry };
  if (!registrations.data || !scores.data || !cards.data) return { data: undefined, loading: true, error: undefined, retry };
  const card = new Map(cards.data.map((c) => [c.id, c]));
  const list = new Map<string, Participant>();
  for (const r of registrations.data) {
    const c = card.get(r.memberId);
    list.set(r.memberId, {
      memberId: r.memberId,
      fullName: c?.fullName ?? r.fullName,
      teamName: r.teamName,
      teamId: c ? c.teamId : r.teamId,
    });
  }
  for (const s of scores.data) {
    if (!list.has(s.memberId)) {
      list.set(s.memberId, { memberId: s.memberId, fullName: card.get(s.memberId)?.fullName ?? 'Former member', teamName: '', teamId: s.teamId });
    }
  }
  const sorted = [...list.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
  return { data: { participants: sorted, scores: scores.data }, loading: false, error: undefined, retry };
}

function ScoreSheet({ tournamentId, sheet }: { tournamentId: string; sheet: Sheet }) {
  const saved = new Map(sheet.scores.map((s) => [s.memberId, s]));
  const defaults: ScoreSheetInput = {
    rows: sheet.participants.map((p) => {
      const s = saved.get(p.memberId);
      return {
        memberId: p.memberId,
        grossScore: s?.grossScore ?? null,
        netScore: s?.netScore ?? null,
        points: s?.points ?? null,
        birdies: s?.birdies ?? null,
      };
    }),
  };
  const form = useSchemaForm(scoreSheet, defaults);
  const save = useAction(
    (values: Parameters<typeof saveScores>[0]) =>
      saveScores(values, {
        tournamentId,
        existing: new Map(sheet.scores.map((s) => [s.memberId, s.id])),
        teamOf: new Map(sheet.participants.map((p) => [p.memberId, p.teamId])),
      }),
    {
      success: (count) => (count > 0 ? `Scores saved (${count})` : 'No scores to save: enter a gross or net score above 0'),
      failure: 'Failed to save scores',
    },
  );
  return (
    <Form form={form} schema={scoreSheet} onSubmit={save.run} invalidToast="all">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          A new score is saved only where gross or net is above 0; saved scores are updated. The standings follow within a
          few seconds.
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {sheet.participants.map((p, index) => (
            <li key={p.memberId}>
              <Fieldset.Root p="4" borderWidth="1px" rounded="lg" bg="bg">
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Fieldset.Legend fontWeight="semibold">{p.fullName}</Fieldset.Legend>
                  <HStack gap="2">
                    {p.teamName && <Text fontSize="sm" color="fg.muted">{p.teamName}</Text>}
                    {saved.has(p.memberId) && (
                      <Badge colorPalette="green" variant="solid">
                        Score Saved
                      </Badge>
                    )}
                  </HStack>
                </Flex>
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="2">
                  <NumberField name={`rows.${index}.grossScore`} label="Gross score" min={0} step={1} />
                  <NumberField name={`rows.${index}.netScore`} label="Net score" min={0} step={1} />
                  <NumberField name={`rows.${index}.points`} label="Points" min={0} step={1} />
                  <NumberField name={`rows.${index}.birdies`} label="Birdies" min={0} step={1} />
                </SimpleGrid>
              </Fieldset.Root>
            </li>
          ))}
        </Stack>
        <Flex justify="flex-end" position="sticky" bottom="0" py="3" bg="bg.subtle">
          <Button type="submit" colorPalette="brand" loading={save.busy} loadingText="Saving...">
            <LuSave aria-hidden /> Save Scores
          </Button>
        </Flex>
      </Stack>
    </Form>
  );
}

function TournamentScores({ tournamentId }: { tournamentId: string }) {
  const sheet = useSheet(tournamentId);
  return (
    <ReadState
      live={sheet}
      loading="Loading participants..."
      empty="No participants registered for this tournament."
      isEmpty={(s) => s.participants.length === 0}
      errorTitle="Failed to fetch participants"
    >
      {(data) => (
        <ScoreSheet
          key={`${tournamentId}:${data.participants.map((p) => p.memberId).join(',')}`}
          tournamentId={tournamentId}
          sheet={data}
        />
      )}
    </ReadState>
  );
}

/** The admin panel's Manage Tournament Scores tab: pick a tournament, enter its participants' scores. */
export function ManageScores() {
  const tournaments = useLive(tournamentsByDate());
  const [tournamentId, setTournamentId] = useState('');
  return (
    <Stack gap="6">
      <Heading as="h2" size="2xl" fontFamily="heading" color="brand.fg">
        Manage Tournament Scores
      </Heading>
      <ReadState live={tournaments} loading="Loading tournaments..." empty="No tournaments yet." errorTitle="Failed to fetch tournaments">
        {(rows) => (
          <Field.Root maxW={{ md: 'lg' }}>
            <Field.Label>Tournament</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={tournamentId} onChange={(e) => setTournamentId(e.currentTarget.value)} bg="bg">
                <option value="">Select a tournament</option>
                {rows.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({formatDate(t.date, 'medium')})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </ReadState>
      {tournamentId && <TournamentScores key={tournamentId} tournamentId={tournamentId} />}
    </Stack>
  );
}
