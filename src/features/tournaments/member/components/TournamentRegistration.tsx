import { Alert, Badge, Box, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ErrorState, Form, LoadingState, NumberField, ReadState, useAction, useSchemaForm } from '@/components/kit';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import { profileRef, type Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { formatDate, isUpcoming } from '@/lib/dates';
import { handicap } from '@/lib/schemas/profile';
import { minutesBefore, startOf } from '@/lib/event-times';
import { tournamentRef } from '../../api/queries';
import { formatFee, formatLabel } from '../../model';
import { SubmitOrCancel } from '@/components/events/form-actions';
import { WaitlistJoinForm, WaitlistPlace } from '@/components/events/waitlist';
import { joinTournamentWaitlist, leaveTournamentWaitlist, registerForTournament } from '../api/mutations';
import { tournamentRegistrationRef, tournamentWaitlistRef } from '../api/queries';
import { tournamentFailure } from '../messages';
import { eventRoom, isFull } from '@/lib/capacity';

/** The handicap is required here (spec section 5), with the profile's limits. */
const tournamentFormSchema = z.object({
  handicap: z.number({ error: 'Please enter your handicap' }).pipe(handicap),
});

function Agenda({ tournament }: { tournament: Row<'tournaments'> }) {
  const start = startOf(tournament.date, tournament.teeOffTime);
  const lines = tournament.agenda
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <Stack gap="2">
      <Heading as="h2" size="md" fontFamily="heading">
        Agenda
      </Heading>
      <List.Root ps="5" gap="1">
        {tournament.teeOffTime && (
          <>
            <List.Item>
              {minutesBefore(start, ARRIVAL.tournament.minutes)}: Arrival and registration (please arrive 30 minutes before tee off)
            </List.Item>
            <List.Item>{tournament.teeOffTime}: Tee off</List.Item>
          </>
        )}
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function RegisterForm({ tournament, defaultHandicap }: { tournament: Row<'tournaments'>; defaultHandicap: number | null }) {
  const navigate = useNavigate();
  const form = useSchemaForm(tournamentFormSchema, { handicap: defaultHandicap ?? (null as unknown as number) });
  const register = useAction(
    (values: z.output<typeof tournamentFormSchema>) => registerForTournament({ tournamentId: tournament.id, handicap: values.handicap }),
    {
      success: 'Registration confirmed! See you at the tournament.',
      failure: tournamentFailure,
      onSuccess: () => navigate(paths.dashboard),
    },
  );
  return (
    <Form form={form} schema={tournamentFormSchema} aria-label="Tournament registration" onSubmit={(v) => register.run(v)}>
      <Stack gap="4">
        <NumberField
          name="handicap"
          label="Your Handicap"
          step={0.1}
          min={-10}
          max={54}
          required
          helper="Please ensure this is accurate for fair competition"
        />
        <SubmitOrCancel label="Confirm Registration" busy={register.busy} busyLabel="Confirming..." />
      </Stack>
    </Form>
  );
}

/** A full tournament: the same handicap field, and "Join Waiting List". */
function WaitlistForm({ tournament, defaultHandicap }: { tournament: Row<'tournaments'>; defaultHandicap: number | null }) {
  return (
    <WaitlistJoinForm
      schema={tournamentFormSchema}
      defaults={{ handicap: defaultHandicap ?? (null as unknown as number) }}
      label="Tournament waiting list"
      title="This tournament is full"
      reason=""
      waitlistCount={tournament.waitlistCount}
      join={(values: z.output<typeof tournamentFormSchema>) =>
        joinTournamentWaitlist({ tournamentId: tournament.id, handicap: values.handicap })
      }
    >
      <NumberField name="handicap" label="Your Handicap" step={0.1} min={-10} max={54} required />
    </WaitlistJoinForm>
  );
}

/** /tournament/{id}/register: the tournament, its agenda and the handicap form (site spec sections 2, 5, 8). */
export function TournamentRegistration({ tournamentId, uid }: { tournamentId: string; uid: string }) {
  const tournament = useLive(tournamentRef(tournamentId));
  const registration = useLive(tournamentRegistrationRef(tournamentId, uid));
  const profile = useLive(profileRef(uid));
  const place = useLive(tournamentWaitlistRef(tournamentId, uid));

  return (
    <ReadState
      live={tournament}
      loading="Loading..."
      empty={
        <Heading as="h1" size="xl">
          Tournament not found
        </Heading>
      }
      errorTitle="Failed to load tournament details"
      minH="md"
    >
      {(t) => {
        const full = isFull(eventRoom(t)) || t.waitlistCount > 0;
        const closed = t.status !== 'upcoming' || !isUpcoming(t.date);
        return (
          <Stack gap="6">
            <Stack gap="2">
              <Badge alignSelf="start" colorPalette="brand">
                Tournament Registration
              </Badge>
              <Heading as="h1" size="3xl" fontFamily="heading">
                {t.name}
              </Heading>
              <Text color="fg.muted">
                {formatDate(t.date, 'weekday')}
                {t.teeOffTime && ` · Tee off ${t.teeOffTime}`} · {t.location}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Badge>{formatLabel(t.format)}</Badge>
                <Badge colorPalette={full ? 'red' : 'gray'}>
                  {t.registeredCount}/{t.maxParticipants} registered
                </Badge>
                {t.registrationFee > 0 && <Badge colorPalette="gold">{formatFee(t.registrationFee)}</Badge>}
              </HStack>
            </Stack>
            {t.description && <Text>{t.description}</Text>}
            <Agenda tournament={t} />
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="lg" fontFamily="heading">
                  Confirm your registration
                </Heading>
              </Card.Header>
              <Card.Body>
                {registration.loading || profile.loading || place.loading ? (
                  <LoadingState />
                ) : registration.error !== undefined ? (
                  <ErrorState error={registration.error} title="Failed to check registration status" onRetry={registration.retry} />
                ) : registration.data ? (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>You&apos;re already registered for this tournament</Alert.Title>
                  </Alert.Root>
                ) : closed ? (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>Registration is closed for this tournament</Alert.Title>
                  </Alert.Root>
                ) : place.data ? (
                  <WaitlistPlace
                    kind="tournament"
                    eventId={t.id}
                    joinedAt={place.data.joinedAt}
                    waitlistCount={t.waitlistCount}
                    leave={() => leaveTournamentWaitlist(t.id)}
                  />
                ) : full ? (
                  <WaitlistForm tournament={t} defaultHandicap={profile.data?.handicap ?? null} />
                ) : (
                  <RegisterForm tournament={t} defaultHandicap={profile.data?.handicap ?? null} />
                )}
              </Card.Body>
            </Card.Root>
            <Box>
              <Button asChild variant="ghost">
                <Link to={paths.dashboard}>Back to Dashboard</Link>
              </Button>
            </Box>
          </Stack>
        );
      }}
    </ReadState>
  );
}
