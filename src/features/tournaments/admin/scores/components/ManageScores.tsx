import { Field, NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Row } from '@/lib/data/refs';
import { AdminPanel, ReadState } from '@/components/kit';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { saveScores } from '../api/mutations';
import { memberCards, participants, tournamentScores, tournamentsByDate } from '../api/queries';
import { ParticipantsSheet, type Participant, type SaveScores, type Sheet } from './ScoreSheet';
import { compareNames } from '@/lib/name-order';

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
      list.set(s.memberId, {
        memberId: s.memberId,
        fullName: card.get(s.memberId)?.fullName ?? 'Former member',
        teamName: '',
        teamId: s.teamId,
      });
    }
  }
  const sorted = [...list.values()].sort((a, b) => compareNames(a.fullName, b.fullName));
  return { data: { participants: sorted, scores: scores.data }, loading: false, error: undefined, retry };
}

/** Saves through the batch write, with the sheet's saved score ids and the participants' teams. */
function saveSheet(tournamentId: string): SaveScores {
  return (values, sheet) =>
    saveScores(values, {
      tournamentId,
      existing: new Map(sheet.scores.map((s) => [s.memberId, s.id])),
      teamOf: new Map(sheet.participants.map((p) => [p.memberId, p.teamId])),
    });
}

/** The chosen tournament's scores: its cards when it is played on a course (and the route gives them), else the sheet. */
function ScoresOf({
  tournament,
  cards,
}: {
  tournament: Row<'tournaments'> | undefined;
  cards: ((tournament: Row<'tournaments'> & { courseId: string }) => ReactNode) | undefined;
}) {
  if (!tournament) return null;
  const { courseId } = tournament;
  if (courseId && cards) return <>{cards({ ...tournament, courseId })}</>;
  return <TournamentScores tournamentId={tournament.id} />;
}

function TournamentScores({ tournamentId }: { tournamentId: string }) {
  const sheet = useSheet(tournamentId);
  return <ParticipantsSheet tournamentId={tournamentId} live={sheet} save={saveSheet(tournamentId)} />;
}

/**
 * The admin panel's Manage Tournament Scores tab: pick a tournament, enter its
 * participants' scores. A tournament played on a course is scored from its
 * cards: `cards` (composed by the admin route) shows them instead of the sheet.
 */
export function ManageScores({ cards }: { cards?: (tournament: Row<'tournaments'> & { courseId: string }) => ReactNode } = {}) {
  const tournaments = useLive(tournamentsByDate());
  const [tournamentId, setTournamentId] = useState('');
  return (
    <AdminPanel title="Manage Tournament Scores">
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
      {tournamentId && <ScoresOf key={tournamentId} tournament={tournaments.data?.find((t) => t.id === tournamentId)} cards={cards} />}
    </AdminPanel>
  );
}
