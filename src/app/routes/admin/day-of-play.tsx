/**
 * The admin tabs the day of play (issue 28) adds to: the tournaments list gets
 * Groups and Cards, the Par 3 list Cards, and the Scores tab shows a course
 * tournament's cards instead of the totals sheet. Features never import each
 * other, so the route composes them (docs/decisions/0004-code-layout.md).
 *
 * This module holds what they share; each tab is its own module, loaded when it opens.
 */
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { LuClipboardCheck } from 'react-icons/lu';

/** A row's Cards button, named "Cards of {event}". */
export function CardsButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" colorPalette="brand" onClick={onClick}>
      <LuClipboardCheck aria-hidden /> Cards<VisuallyHidden> of {name}</VisuallyHidden>
    </Button>
  );
}
