import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** "Terms & Conditions and Privacy Policy." as links, after the caller's lead-in words. */
export function LegalLinks() {
  return (
    <>
      <ChakraLink asChild color="brand.fg">
        <Link to={paths.terms}>Terms &amp; Conditions</Link>
      </ChakraLink>{' '}
      and{' '}
      <ChakraLink asChild color="brand.fg">
        <Link to={paths.privacy}>Privacy Policy</Link>
      </ChakraLink>
      .
    </>
  );
}
