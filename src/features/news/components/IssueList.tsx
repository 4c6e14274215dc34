import { List } from '@chakra-ui/react';

/** The "path: message" lines of a failed validation, as a toast's description. */
export function IssueList({ lines }: { lines: string[] }) {
  return (
    <List.Root ps="4" gap="0.5">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List.Root>
  );
}
