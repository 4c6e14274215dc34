import { Badge, type BadgeProps } from '@chakra-ui/react';

/** An article's category as a small gold badge. */
export function CategoryBadge({ category, ...props }: { category: string } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette="gold" variant="subtle" textTransform="uppercase" letterSpacing="wide" {...props}>
      {category}
    </Badge>
  );
}
