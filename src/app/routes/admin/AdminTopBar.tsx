import { Box, Button, Container, Flex, Heading, HStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHouse, LuLayoutDashboard, LuUser } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const links: readonly { to: string; label: string; icon: IconType }[] = [
  { to: paths.home, label: 'Home', icon: LuHouse },
  { to: paths.profile, label: 'Profile', icon: LuUser },
  { to: paths.dashboard, label: 'Dashboard', icon: LuLayoutDashboard },
];

/** The admin panel's header: its title and the way back to the site. */
export function AdminTopBar() {
  return (
    <Box as="header" bg="brand.900" color="white" borderBottomWidth="3px" borderColor="gold.500" flexShrink={0}>
      <Container maxW="7xl">
        <Flex minH="16" py="2" align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
            Admin Panel
          </Heading>
          <HStack as="nav" aria-label="Admin" gap="2">
            {links.map(({ to, label, icon: Icon }) => (
              <Button
                key={to}
                asChild
                size="sm"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <Link to={to}>
                  <Icon aria-hidden /> {label}
                </Link>
              </Button>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
