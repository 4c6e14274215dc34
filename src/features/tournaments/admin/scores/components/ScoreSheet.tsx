import { Badge, Button, Fieldset, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuSave } from 'react-icons/lu';
import { Form, NumberField, ReadState, useAction, useSchemaForm } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import type { Live } from '@/lib/data/use-live';
import { scoreSheet, type ScoreSheetInput, type ScoreSheetValues } from '../schemas';

export interface Participant {
  memberId: string;
  fullName: string;
  teamName: string;
  teamId: string | null;
}

export interface Sheet {
  participants: Participant[];
  scores: Row<'scores'>[];
}

/** Writes a sheet's rows; resolves to how many rows were written. */
export type SaveScores = (values: ScoreSheetValues, sheet: Sheet) => Promise<number>;

/** The scores form of one tournament's participants; `save` writes the rows and resolves to how many it wrote. */
export function ScoreSheet({ sheet, save: write }: { sheet: Sheet; save: SaveScores }) {
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
  const save = useAction((values: ScoreSheetValues) => write(values, sheet), {
    success: (count) => (count > 0 ? `Scores saved (${count})` : 'No scores to save: enter a gross or net score above 0'),
    failure: 'Failed to save scores',
  });
  return (
    <Form form={form} schema={scoreSheet} onSubmit={save.run} invalidToast="all">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          A new score is saved only where gross or net is above 0; saved scores are updated. The standings follow within a few seconds.
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {sheet.participants.map((p, index) => (
            <li key={p.memberId}>
              <Fieldset.Root p="4" borderWidth="1px" rounded="lg" bg="bg">
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Fieldset.Legend fontWeight="semibold">{p.fullName}</Fieldset.Legend>
                  <HStack gap="2">
                    {p.teamName && (
                      <Text fontSize="sm" color="fg.muted">
                        {p.teamName}
                      </Text>
                    )}
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

/** A tournament's participants read (loading, "Failed to fetch participants", none) and, once read, their scores form. */
export function ParticipantsSheet({ tournamentId, live, save }: { tournamentId: string; live: Live<Sheet>; save: SaveScores }) {
  return (
    <ReadState
      live={live}
      loading="Loading participants..."
      empty="No participants registered for this tournament."
      isEmpty={(s) => s.participants.length === 0}
      errorTitle="Failed to fetch participants"
    >
      {(data) => <ScoreSheet key={`${tournamentId}:${data.participants.map((p) => p.memberId).join(',')}`} sheet={data} save={save} />}
    </ReadState>
  );
}
