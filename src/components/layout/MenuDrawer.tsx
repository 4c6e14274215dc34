import { CloseButton, Drawer, Separator, Stack } from '@chakra-ui/react';
import { AuthActions } from './AuthActions';
import { MainNavItems } from './NavItem';

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the drawer closes: the menu button. */
  finalFocusEl: () => HTMLElement | null;
}

/** The drawer of MobileMenu (loaded when the menu is first opened). */
export default function MenuDrawer({ open, onOpenChange, finalFocusEl }: MenuDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
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
              <MainNavItems />
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
