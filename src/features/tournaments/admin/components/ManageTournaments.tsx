import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuDownload, LuUsers } from 'react-icons/lu';
import { DeleteButton, EditButton, RecordName, RecordPanel, RecordRow, useAction, type PanelWords } from '@/components/kit';
import { toaster } from '@/components/ui/toaster';
import { downloadCsv } from '@/lib/csv';
import type { Row } from '@/lib/data/refs';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { fileSlug } from '@/lib/download';
import { formatFee, formatLabel } from '../../model';
import { deleteTournament } from '../api/mutations';
import { allCourses, allSponsors, allTournaments, fetchRegistrations } from '../api/queries';
import { RegistrationsDialog } from './RegistrationsDialog';
import { TournamentFormDialog } from './TournamentFormDialog';

type Tournament = Row<'tournaments'>;

const WORDS: PanelWords = {
  title: 'Manage Tournaments',
  newLabel: 'New Tournament',
  loading: 'Loading tournaments...',
  empty: 'No tournaments yet.',
  errorTitle: 'Failed to fetch tournaments',
};

/** The CSV of a tournament's registrations: Member Name, Team, Handicap ("N/A" when missing). */
async function exportRegistrations(tournament: Tournament): Promise<number> {
  const rows = await fetchRegistrations(tournament.id);
  if (rows.length === 0) return 0;
  await downloadCsv(
    `${fileSlug(tournament.name)}-registrations.csv`,
    ['Member Name', 'Team', 'Handicap'],
    rows.map((r) => [r.fullName, r.teamName, r.handicap ?? 'N/A']),
  );
  return rows.length;
}

interface ManageTournamentsProps {
  /** More actions on a tournament's row (the day of play's Groups), composed by the admin route. */
  rowActions?: (tournament: Tournament) => ReactNode;
  /** The dialogs those actions open. */
  children?: ReactNode;
}

/** The admin panel's Manage Tournaments tab (the default tab). */
export function ManageTournaments({ rowActions, children }: ManageTournamentsProps = {}) {
  const courses = useLive(allCourses());
  const sponsors = useLive(allSponsors(), { order: byDisplayOrder });
  const [managing, setManaging] = useState<string | null>(null);
  const [exportingId, setExportingId] = useState<string | null>(null);

  const exporting = useAction(
    async (t: Tournament) => {
      setExportingId(t.id);
      try {
        return await exportRegistrations(t);
      } finally {
        setExportingId(null);
      }
    },
    {
      failure: 'Failed to export registrations',
      onSuccess: (count) =>
        toaster.create(
          count === 0
            ? { type: 'info', title: 'No registrations found for this tournament' }
            : { type: 'success', title: `Exported ${count} registrations` },
        ),
    },
  );

  return (
    <RecordPanel
      query={allTournaments()}
      words={WORDS}
      row={(t, dialogs) => (
        <RecordRow
          breakpoint="lg"
          actionsGap="2"
          actions={
            <>
              <EditButton name={t.name} onClick={() => dialogs.openForm(t)} />
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setManaging(t.id)}>
                <LuUsers aria-hidden /> Registrations<VisuallyHidden> of {t.name}</VisuallyHidden>
              </Button>
              {rowActions?.(t)}
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                disabled={exporting.busy}
                loading={exportingId === t.id}
                loadingText="Exporting..."
                onClick={() => void exporting.run(t)}
              >
                <LuDownload aria-hidden /> Export registrations<VisuallyHidden> of {t.name}</VisuallyHidden>
              </Button>
              <DeleteButton name={t.name} onClick={() => dialogs.askDelete(t)} />
            </>
          }
        >
          <Stack gap="1.5" minW="0">
            <RecordName>{t.name}</RecordName>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(t.date, 'weekday')}
              {t.teeOffTime ? ` · ${t.teeOffTime}` : ''} · {t.location}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={t.status === 'upcoming' ? 'green' : 'gray'} variant="solid">
                {t.status === 'upcoming' ? 'Upcoming' : 'Completed'}
              </Badge>
              <Badge variant="outline">{formatLabel(t.format)}</Badge>
              {t.isLeagueEvent && <Badge colorPalette="yellow">League event</Badge>}
              <Text fontSize="sm">
                {t.registeredCount} / {t.maxParticipants} registered
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatFee(t.registrationFee)}
              </Text>
            </HStack>
          </Stack>
        </RecordRow>
      )}
      form={(dialogs) => (
        <TournamentFormDialog {...dialogs.form} tournament={dialogs.editing} sponsors={sponsors.data ?? []} courses={courses.data ?? []} />
      )}
      remove={{
        onServer: true,
        noun: 'tournament',
        description: (t) => (
          <Stack gap="3">
            <Text fontWeight="semibold">{t.name}</Text>
            <Text>
              Its {t.registeredCount} registrations and its scores are removed with it, all at once or not at all (the standings are
              recomputed).
            </Text>
          </Stack>
        ),
        remove: (t) => deleteTournament(t.id),
      }}
    >
      {() => (
        <>
          <RegistrationsDialog tournamentId={managing} onClose={() => setManaging(null)} />
          {children}
        </>
      )}
    </RecordPanel>
  );
}
