import { Alert, Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  ErrorState,
  Form,
  LoadingState,
  NumberField,
  ReadState,
  SelectField,
  TextareaField,
  useAction,
  useSchemaForm,
  ServerButton,
} from '@/components/kit';
import { paths } from '@/config/paths';
import { profileRef, type Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { registerForPar3Schema } from '@/lib/schemas/registrations';
import { par3EventRef, teeTimesOf } from '../../api/queries';
import { WaitlistJoinForm, WaitlistPlace } from '@/components/events/waitlist';
import { joinPar3WaitlistSchema } from '@/lib/schemas/waitlist';
import { joinPar3Waitlist, leavePar3Waitlist, registerForPar3 } from '../api/mutations';
import { par3RegistrationRef, par3WaitlistRef } from '../api/queries';
import { TEE_TIME_FULL, par3Failure } from '../messages';
import { eventRoom, isFull, nightPlacesLeft, placesLeft, teeTimeRoom } from '@/lib/capacity';

const par3FormSchema = registerForPar3Schema.pick({ teeTimeId: true, handicap: true, dietaryRequirements: true });
type Par3FormValues = z.output<typeof par3FormSchema>;

const INFO = [
  'Arrive 15 minutes before your tee time',
  'Check in at the clubhouse',
  'Optional warm-up at the practice area',
  '9-hole Par 3 competition',
  'Post-round refreshments',
];

/** No place for a new member: every tee time full, the night's limit reached, or members already waiting. */
function nightIsFull(event: Row<'par3Events'>, teeTimes: Row<'teeTimes'>[]): boolean {
  const night = eventRoom(event);
  // nightPlacesLeft counts the night's own limit too; a night without tee times yet has only that limit.
  return event.waitlistCount > 0 || (teeTimes.length > 0 ? nightPlacesLeft(night, teeTimes.map(teeTimeRoom)) === 0 : isFull(night));
}

function Par3Form({
  event,
  teeTimes,
  profile,
}: {
  event: Row<'par3Events'>;
  teeTimes: Row<'teeTimes'>[];
  profile: Row<'profiles'> | null;
}) {
  const navigate = useNavigate();
  const form = useSchemaForm(par3FormSchema, {
    teeTimeId: '',
    handicap: profile?.handicap ?? null,
    dietaryRequirements: profile?.dietaryRequirements ?? '',
  });
  const teeTimeId = useWatch({ control: form.control, name: 'teeTimeId' });
  const open = teeTimes.filter((t) => placesLeft(teeTimeRoom(t)) > 0);
  // The chosen tee time filled up while the page was open (the list follows live): say so at once.
  const chosenFull = !!teeTimeId && !open.some((t) => t.id === teeTimeId);
  const register = useAction((values: Par3FormValues) => registerForPar3({ eventId: event.id, ...values }), {
    success: 'Registration confirmed! See you at the event.',
    failure: par3Failure,
    onSuccess: () => navigate(paths.dashboard),
  });

  return (
    <Form form={form} schema={par3FormSchema} aria-label="Par 3 registration" onSubmit={(v) => register.run(v)}>
      <Stack gap="4">
        {open.length === 0 ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>No tee times available</Alert.Title>
          </Alert.Root>
        ) : (
          <SelectField
            name="teeTimeId"
            label="Tee Time"
            required
            placeholder="Select a tee time"
            options={open.map((t) => {
              const left = placesLeft(teeTimeRoom(t));
              return { value: t.id, label: `${t.teeTime} (${left} ${left === 1 ? 'place' : 'places'} left)` };
            })}
          />
        )}
        {chosenFull && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{TEE_TIME_FULL}</Alert.Title>
          </Alert.Root>
        )}
        <NumberField name="handicap" label="Handicap" step={0.1} min={-10} max={54} helper="Optional" />
        <TextareaField name="dietaryRequirements" label="Dietary Requirements" rows={3} placeholder="Any allergies or dietary needs" />
        <HStack gap="3" wrap="wrap">
          <ServerButton type="submit" colorPalette="brand" disabled={!teeTimeId || chosenFull || register.busy}>
            {register.busy ? 'Confirming...' : 'Confirm Registration'}
          </ServerButton>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Cancel</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.par3League}>Back to Par 3 League</Link>
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

const waitlistFormSchema = joinPar3WaitlistSchema.pick({ handicap: true, dietaryRequirements: true });
type WaitlistFormValues = z.output<typeof waitlistFormSchema>;

/** Every tee time full (or the night's limit reached): the same handicap and dietary fields, and "Join Waiting List". */
function Par3WaitlistForm({ event, profile }: { event: Row<'par3Events'>; profile: Row<'profiles'> | null }) {
  return (
    <WaitlistJoinForm
      schema={waitlistFormSchema}
      defaults={{ handicap: profile?.handicap ?? null, dietaryRequirements: profile?.dietaryRequirements ?? '' }}
      label="Par 3 waiting list"
      title="No tee times available"
      reason="All tee times are full."
      waitlistCount={event.waitlistCount}
      join={(values: WaitlistFormValues) => joinPar3Waitlist({ eventId: event.id, ...values })}
    >
      <NumberField name="handicap" label="Handicap" step={0.1} min={-10} max={54} helper="Optional" />
      <TextareaField name="dietaryRequirements" label="Dietary Requirements" rows={3} placeholder="Any allergies or dietary needs" />
    </WaitlistJoinForm>
  );
}

/** /par3-event/{id}/register (site spec section 2): the event, the fixed info list and the tee-time form. */
export function Par3Registration({ eventId, uid }: { eventId: string; uid: string }) {
  const event = useLive(par3EventRef(eventId));
  const teeTimes = useLive(teeTimesOf(eventId));
  const registration = useLive(par3RegistrationRef(eventId, uid));
  const profile = useLive(profileRef(uid));
  const place = useLive(par3WaitlistRef(eventId, uid));

  return (
    <ReadState
      live={event}
      loading="Loading..."
      empty={
        <Stack align="center" gap="4">
          <Heading as="h1" size="xl">
            Event not found
          </Heading>
          <Button asChild variant="outline">
            <Link to={paths.par3League}>Back to Par 3 League</Link>
          </Button>
        </Stack>
      }
      errorTitle="Failed to load event details"
      minH="md"
    >
      {(e) => (
        <Stack gap="6">
          <Stack gap="2">
            <Badge alignSelf="start" colorPalette="brand">
              Par 3 League
            </Badge>
            <Heading as="h1" size="3xl" fontFamily="heading">
              {e.name}
            </Heading>
            <Text color="fg.muted">
              {formatDate(e.date, 'weekday')} · {e.location}
            </Text>
          </Stack>
          {e.description && <Text>{e.description}</Text>}
          <Stack gap="2">
            <Heading as="h2" size="md" fontFamily="heading">
              What to expect
            </Heading>
            <List.Root ps="5" gap="1">
              {INFO.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          </Stack>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="lg" fontFamily="heading">
                Register
              </Heading>
            </Card.Header>
            <Card.Body>
              {registration.loading || teeTimes.loading || profile.loading || place.loading ? (
                <LoadingState />
              ) : teeTimes.error !== undefined ? (
                <ErrorState error={teeTimes.error} title="Failed to load event details" onRetry={teeTimes.retry} />
              ) : registration.error !== undefined ? (
                <ErrorState error={registration.error} title="Failed to check registration status" onRetry={registration.retry} />
              ) : registration.data ? (
                <Stack gap="4">
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>You&apos;re already registered for this event</Alert.Title>
                  </Alert.Root>
                  <Button asChild variant="outline" alignSelf="start">
                    <Link to={paths.par3League}>Back to Par 3 League</Link>
                  </Button>
                </Stack>
              ) : place.data ? (
                <WaitlistPlace
                  kind="par3"
                  eventId={e.id}
                  joinedAt={place.data.joinedAt}
                  waitlistCount={e.waitlistCount}
                  leave={() => leavePar3Waitlist(e.id)}
                />
              ) : nightIsFull(e, teeTimes.data ?? []) ? (
                <Par3WaitlistForm event={e} profile={profile.data ?? null} />
              ) : (
                <Par3Form event={e} teeTimes={teeTimes.data ?? []} profile={profile.data ?? null} />
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </ReadState>
  );
}
