import { HStack, Spinner, Text } from '@chakra-ui/react';

/** A polite spinner with its text, e.g. "Loading articles...". */
export function LoadingState({ label }: { label: string }) {
  return (
    <HStack role="status" justify="center" gap="3" py="12" color="fg.muted">
      <Spinner size="sm" color="brand.solid" />
      <Text>{label}</Text>
    </HStack>
  );
}
