import { DateField, NumberField, SelectField, type SelectOption, TextField } from '@/components/kit';
import { societyDay } from '@/lib/dates';
import { GENDERS, TSHIRT_SIZES, type ProfileDoc } from '@/lib/schemas/profile';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

/** Gender choices (all of them unless a form offers fewer). */
export const genderOptions = (genders: readonly (typeof GENDERS)[number][] = GENDERS): SelectOption[] =>
  genders.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** T-shirt choices (all sizes unless a form offers fewer). */
export const sizeOptions = (sizes: readonly string[] = TSHIRT_SIZES): SelectOption[] => sizes.map((value) => ({ value, label: value }));

interface PersonalFieldsProps {
  genders?: SelectOption[];
  sizes?: SelectOption[];
  /** The empty choice of the selects; "Select gender" and "Select size" by default. */
  notGiven?: string;
}

/**
 * A profile's personal fields (date of birth, handicap, nationality, gender,
 * t-shirt size, golf club, EGF/GHIN), one grid cell each: sign-up, the
 * member's profile and the admin's member editor render this one group inside
 * their own grid (the field names are the profile schema's).
 */
export function PersonalFields({ genders = genderOptions(), sizes = sizeOptions(), notGiven }: PersonalFieldsProps) {
  return (
    <>
      <DateField name="dateOfBirth" label="Date of Birth" max={societyDay(new Date())} />
      <NumberField name="handicap" label="Handicap" step={0.1} min={-10} max={54} />
      <TextField name="nationality" label="Nationality" />
      <SelectField name="gender" label="Gender" placeholder={notGiven ?? 'Select gender'} options={genders} />
      <SelectField name="tshirtSize" label="T-Shirt Size" placeholder={notGiven ?? 'Select size'} options={sizes} />
      <TextField name="golfClubMembership" label="Golf Club Membership" />
      <TextField name="egfGhinNumber" label="EGF/GHIN Number" />
    </>
  );
}

/** The emergency contact's two fields, one grid cell each. */
export function EmergencyContactFields() {
  return (
    <>
      <TextField name="emergencyContactName" label="Emergency Contact Name" />
      <TextField name="emergencyContactPhone" label="Emergency Contact Phone" type="tel" />
    </>
  );
}

const PERSONAL_KEYS = [
  'fullName',
  'phone',
  'dateOfBirth',
  'nationality',
  'gender',
  'handicap',
  'tshirtSize',
  'golfClubMembership',
  'dietaryRequirements',
  'emergencyContactName',
  'emergencyContactPhone',
  'egfGhinNumber',
] as const satisfies readonly (keyof ProfileDoc)[];

/** A stored profile's personal fields as a form's starting values (the member's and the admin's forms). */
export function personalValues(p: ProfileDoc): Pick<ProfileDoc, (typeof PERSONAL_KEYS)[number]> {
  return Object.fromEntries(PERSONAL_KEYS.map((key) => [key, p[key]])) as Pick<ProfileDoc, (typeof PERSONAL_KEYS)[number]>;
}
