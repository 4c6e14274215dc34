import { Button, HStack } from '@chakra-ui/react';
import { ServerButton } from '@/components/kit';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A member's event form's buttons: submit (busy while its call runs; "Needs a connection" offline) and Cancel, back to the dashboard. */
export function SubmitOrCancel({ label, busy, busyLabel }: { label: string; busy: boolean; busyLabel: string }) {
  return (
    <HStack gap="3" wrap="wrap">
      <ServerButton type="submit" colorPalette="brand" loading={busy} loadingText={busyLabel}>
        {label}
      </ServerButton>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Cancel</Link>
      </Button>
    </HStack>
  );
}
