import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounced } from '@/components/kit';
import { profilesPage } from '@/lib/data/member-lists';
import type { Row } from '@/lib/data/live-read';
import { useLivePages } from '@/lib/data/use-live-pages';

type Profile = Row<'profiles'>;

/** Members offered a page at a time by a picker. */
export const PICKER_PAGE = 20;

interface MemberPickerProps {
  /** The select's label ("Member to add", "Member"). */
  label: string;
  /** The chosen member's id ('' for none). */
  value: string;
  onChange: (member: Profile | null) => void;
  /** Members who cannot be chosen (already registered): listed, but disabled. */
  taken: ReadonlySet<string>;
  disabled?: boolean;
  helperText?: string;
}

/**
 * The registrations managers' member picker (issue 31): a search box ("Find a
 * member", name, a word of it or email) and a select of the matching members, a
 * page at a time, with "More members" for the next page. The server answers
 * the search, so opening it reads one page of profiles whatever the society's size.
 */
export function MemberPicker({ label, value, onChange, taken, disabled, helperText }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const members = useLivePages((count) => profilesPage({ search: term }, count), PICKER_PAGE);
  const rows = members.data ?? [];
  const placeholder =
    members.error !== undefined
      ? 'Failed to load members'
      : members.loading
        ? 'Loading members...'
        : rows.length === 0
          ? 'No members match'
          : 'Select a member';
  return (
    <Stack gap="2" flex="1">
      <Field.Root disabled={disabled}>
        <Field.Label>Find a member</Field.Label>
        <Input type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root disabled={disabled || members.loading}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onChange(rows.find((m) => m.id === event.currentTarget.value) ?? null)}>
            <option value="">{placeholder}</option>
            {rows.map((m) => (
              <option key={m.id} value={m.id} disabled={taken.has(m.id)}>
                {m.fullName}
                {taken.has(m.id) ? ' (registered)' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      </Field.Root>
      {members.hasMore && (
        <Button size="sm" variant="ghost" colorPalette="brand" alignSelf="flex-start" loading={members.loadingMore} onClick={members.more}>
          More members
        </Button>
      )}
    </Stack>
  );
}
