import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { Link } from 'react-router-dom';

interface ArrowLinkProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  /** A page of the site. */
  to: string;
  children: ReactNode;
}

/** A large button that goes to a page of the site, its label followed by the forward arrow ("View all news →"). */
export function ArrowLink({ to, children, ...button }: ArrowLinkProps) {
  return (
    <Button asChild size="lg" {...button}>
      <Link to={to}>
        {children} <LuArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
