import { chakra, VisuallyHidden } from '@chakra-ui/react';

/**
 * A value that has not arrived yet: "..." on screen, "Loading" for screen
 * readers, marked busy. Shown in place of a value read from Firestore or Auth
 * until it answers, so that `undefined` (not known yet) is never shown as
 * "no", "none" or "not set".
 *
 *   <Text>{profile === undefined ? <Pending /> : profile.handicap ?? 'Not Set'}</Text>
 */
export function Pending({ label = 'Loading' }: { label?: string }) {
  return (
    <chakra.span aria-busy="true" data-pending="" color="fg.muted">
      <span aria-hidden="true">...</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </chakra.span>
  );
}
