import { Link as ChakraLink } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { mainLinks, type NavTarget } from './nav-links';

/** One navigation link on the dark header; the current page is marked in gold. */
export function NavItem({ label, to, autoFocus }: NavTarget & { autoFocus?: boolean }) {
  return (
    <ChakraLink
      autoFocus={autoFocus}
      asChild
      display="block"
      px="3"
      py="2"
      rounded="md"
      fontSize="sm"
      fontWeight="medium"
      color="whiteAlpha.900"
      textDecoration="none"
      _hover={{ color: 'gold.300', bg: 'whiteAlpha.100', textDecoration: 'none' }}
      _currentPage={{ color: 'gold.300', bg: 'whiteAlpha.100', boxShadow: 'inset 0 -2px 0 0 {colors.gold.400}' }}
    >
      <NavLink to={to}>{label}</NavLink>
    </ChakraLink>
  );
}

/**
 * The main links as list items: the bar's list and the menu's list hold the same ones.
 * In the menu (a popover), the first one has `autofocus`: the browser focuses it when the menu opens.
 */
export function MainNavItems({ autoFocusFirst = false }: { autoFocusFirst?: boolean }) {
  return mainLinks.map((link, index) => (
    <li key={link.to}>
      <NavItem {...link} autoFocus={autoFocusFirst && index === 0} />
    </li>
  ));
}
