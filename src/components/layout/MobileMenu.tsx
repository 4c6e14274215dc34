import { CloseButton, Drawer, IconButton, Separator, Stack } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import { AuthActions } from './AuthActions';
import { mainLinks } from './nav-links';
import { useNavMenu } from './nav-menu-store';
import { NavItem } from './NavItem';

/** The navigation of small screens: a drawer opened by the "Open menu" button. */
export function MobileMenu() {
  const open = useNavMenu((s) => s.open);
  const setOpen = useNavMenu((s) => s.setOpen);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} hideFrom="xl" ml="auto">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content bg="brand.900" color="white">
          <Drawer.Header>
            <Drawer.Title fontFamily="heading" color="gold.300">
              Menu
            </Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>
            <Stack as="ul" gap="1" listStyleType="none">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavItem {...link} />
                </li>
              ))}
            </Stack>
            <Separator my="4" borderColor="whiteAlpha.300" />
            <AuthActions direction="column" align="stretch" />
          </Drawer.Body>
          <Drawer.CloseTrigger asChild>
            <CloseButton aria-label="Close menu" color="white" _hover={{ bg: 'whiteAlpha.200' }} />
          </Drawer.CloseTrigger>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Root>
  );
}
