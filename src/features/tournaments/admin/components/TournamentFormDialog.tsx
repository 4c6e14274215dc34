import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  CourseField,
  DateField,
  RecordFormDialog,
  ImageUploadField,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/kit';
import type { CourseChoice, DialogOpen } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { DEFAULT_ALLOWANCE } from '@/lib/schemas/scoring';
import { TOURNAMENT_FORMATS } from '@/lib/schemas/tournament';
import { FORMAT_LABELS } from '../../model';
import { createTournament, updateTournament } from '../api/mutations';
import { tournamentFormFor, type TournamentFormInput } from '../schemas';

const FORMAT_OPTIONS = TOURNAMENT_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));
const STATUS_OPTIONS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
];

/** The form's starting values: no date yet for a new tournament; the selects' '' is "no sponsor", "no course". */
type FormDefaults = Omit<TournamentFormInput, 'date' | 'sponsorId' | 'courseId'> & {
  date: Date | undefined;
  sponsorId: string;
  courseId: string;
};

const EMPTY: FormDefaults = {
  name: '',
  description: '',
  agenda: '',
  date: undefined,
  teeOffTime: '',
  location: '',
  format: 'stroke_play',
  maxParticipants: 40,
  isLeagueEvent: false,
  imageUrl: '',
  registrationFee: 0,
  status: 'upcoming',
  sponsorId: '',
  hiddenHoles: 0,
  courseId: '',
  teeName: '',
  handicapAllowance: DEFAULT_ALLOWANCE,
};

function formValues(t: Row<'tournaments'>): FormDefaults {
  return {
    name: t.name,
    description: t.description,
    agenda: t.agenda,
    date: t.date,
    teeOffTime: t.teeOffTime,
    location: t.location,
    format: t.format,
    maxParticipants: t.maxParticipants,
    isLeagueEvent: t.isLeagueEvent,
    imageUrl: t.imageUrl,
    registrationFee: t.registrationFee,
    status: t.status,
    sponsorId: t.sponsorId ?? '',
    hiddenHoles: t.hiddenHoles,
    courseId: t.courseId ?? '',
    teeName: t.teeName ?? '',
    handicapAllowance: t.handicapAllowance,
  };
}

interface TournamentFormDialogProps extends DialogOpen {
  /** The tournament to edit, or null for a new one. */
  tournament: Row<'tournaments'> | null;
  /** Every sponsor (read by the tab, so the choice is there when the form opens). */
  sponsors: readonly Row<'sponsors'>[];
  /** Every course, with its holes and tees (read by the tab). */
  courses?: readonly CourseChoice[];
}

/** Create / edit a tournament (admin spec section 5); failing fields are listed as "path: message". */
export function TournamentFormDialog({ tournament, sponsors, courses = [], ...dialog }: TournamentFormDialogProps) {
  const sponsorOptions = sponsors.map((s) => ({ value: s.id, label: s.active ? s.name : `${s.name} (inactive)` }));
  const schema = tournamentFormFor(tournament?.registeredCount ?? 0, courses);
  return (
    <RecordFormDialog
      {...dialog}
      noun="Tournament"
      record={tournament}
      schema={schema}
      toValues={formValues}
      empty={EMPTY}
      create={createTournament}
      update={updateTournament}
      footerStart={<SwitchField name="isLeagueEvent" label="League event" />}
    >
      <Stack gap="4">
        <TextField name="name" label="Name" required />
        <TextareaField name="description" label="Description" rows={3} helper="Up to 1000 characters." />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <DateField name="date" label="Date" required />
          <TextField name="teeOffTime" label="Tee-off time" type="time" />
        </SimpleGrid>
        <TextField name="location" label="Location" required />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField name="format" label="Format" options={FORMAT_OPTIONS} />
          <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
          <NumberField name="maxParticipants" label="Max participants" min={1} max={200} step={1} required />
          <NumberField name="registrationFee" label="Registration fee (AED)" min={0} step={0.01} helper="0 means free." />
          <NumberField
            name="hiddenHoles"
            label="Hidden holes"
            min={0}
            max={3}
            step={1}
            helper="The last 0-3 holes stay off the live board until the cards are verified."
          />
        </SimpleGrid>
        <TextareaField name="agenda" label="Agenda" rows={4} helper="One line per item; up to 2000 characters." />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CourseField courses={courses} teeField="teeName" />
        </SimpleGrid>
        <NumberField
          name="handicapAllowance"
          label="Handicap allowance (%)"
          min={1}
          max={100}
          step={1}
          helper={`The share of each player's course handicap they play off (${DEFAULT_ALLOWANCE}% for individual Stableford).`}
        />
        <SelectField name="sponsorId" label="Sponsor" placeholder="No sponsor" options={sponsorOptions} />
        <ImageUploadField
          name="imageUrl"
          label="Tournament image"
          folder="hero-images"
          helper="JPEG, PNG or WebP under 5 MB; 1920 px wide looks best."
          failureTitle="Failed to upload image"
          allowUrl
        />
      </Stack>
    </RecordFormDialog>
  );
}
