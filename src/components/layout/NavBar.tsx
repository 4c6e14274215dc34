import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { AuthActions } from './AuthActions';
import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { MainNavItems } from './NavItem';

interface NavBarProps {
  /** Site setting header_logo_url ('' for none). */
  logoUrl: string;
  /** True while site settings load. */
  settingsLoading: boolean;
}

/**
 * The sticky top navigation. From the xl breakpoint every link is in the bar;
 * below it they collapse into the menu of MobileMenu (a native popover), closed on every navigation.
 */
export function NavBar({ logoUrl, settingsLoading }: NavBarProps) {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="brand.900" borderBottomWidth="3px" borderColor="gold.500" shadow="md">
      <Container maxW="7xl">
        <Flex as="nav" aria-label="Main" h={{ base: '16', md: '20' }} align="center" gap="6">
          <Brand logoUrl={logoUrl} loading={settingsLoading} />
          <HStack as="ul" hideBelow="xl" gap="0.5" flex="1" justify="center" listStyleType="none">
            <MainNavItems />
          </HStack>
          <AuthActions hideBelow="xl" align="center" />
          <MobileMenu />
        </Flex>
      </Container>
    </Box>
  );
}
