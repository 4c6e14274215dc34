import { Stack, Text } from '@chakra-ui/react';
import { ReadState, ToggleSwitch, useAction, Panel } from '@/components/kit';
import { profileRef } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences as Preferences } from '@/lib/schemas/profile';
import { updateEmailPreferences } from '../api/mutations';

/** The member's email choices, each a switch. */
const EMAIL_KINDS = [
  { key: 'confirmations', label: 'Confirmation emails (registered, withdrawn, moved up from a waiting list)' },
  { key: 'reminders', label: 'Reminder emails the day before an event' },
] as const;

/**
 * The profile's Email card: confirmations and reminders on or off (issue 20);
 * the society's notices to admins are not affected. A profile that is missing
 * or cannot be read is said once, by the personal information card above, so
 * this card then stays away.
 */
export function EmailPreferences({ uid }: { uid: string }) {
  const profile = useLive(profileRef(uid));
  const save = useAction((next: Preferences) => updateEmailPreferences(uid, next), {
    success: 'Email preferences saved',
    failure: 'Failed to save email preferences',
  });
  if (profile.error !== undefined || profile.data === null) return null;
  return (
    <Panel title="Emails">
      <ReadState live={profile} loading="Loading..." errorTitle="Failed to load profile" empty="Failed to load profile">
        {(p) => {
          const prefs = p.emailPreferences ?? DEFAULT_EMAIL_PREFERENCES;
          return (
            <Stack gap="4">
              {EMAIL_KINDS.map(({ key, label }) => (
                <ToggleSwitch
                  key={key}
                  label={label}
                  name={key}
                  checked={prefs[key]}
                  busy={save.busy}
                  onChange={(on) => void save.run({ ...prefs, [key]: on })}
                />
              ))}
              <Text fontSize="sm" color="fg.muted">
                Each email carries the event&apos;s calendar file.
              </Text>
            </Stack>
          );
        }}
      </ReadState>
    </Panel>
  );
}
