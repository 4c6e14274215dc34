import { Box, CloseButton, Flex, Heading, IconButton, Separator, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { AuthActions } from './AuthActions';
import { MainNavItems } from './NavItem';

const MENU_ID = 'main-menu';
const TITLE_ID = 'main-menu-title';

/**
 * The navigation of small screens: the "Open menu" button and its panel, a native
 * popover (docs/decisions/0026-start-up-in-small-steps.md). The server renders both
 * with the page, and the browser opens the panel on a tap with no script at all
 * (`popovertarget`), before and after hydration: Esc, a tap outside and "Close menu"
 * close it, and focus returns to the button. Opening focuses the first link
 * (`autofocus`, in the server's HTML). Once hydrated, the app marks the button's
 * `aria-expanded`, closes the panel on every navigation and, on a page the browser
 * rendered (where React keeps autoFocus to itself), focuses the first link on opening.
 */
export function MobileMenu() {
  const menu = useRef<HTMLDivElement>(null);

  // On a page the browser rendered, React keeps autoFocus to itself: opening focuses the first link here.
  useEffect(() => {
    const panel = menu.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open' && !panel.contains(document.activeElement)) {
        panel.querySelector<HTMLElement>('ul a[href]')?.focus();
      }
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  // Closed on every navigation inside the app (not on the first render: a menu opened before hydration stays open).
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    menu.current?.hidePopover();
  }, [key]);

  return (
    <>
      <MenuButton />
      <Box
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={TITLE_ID}
        hideFrom="xl"
        // The popover's own box, made a panel at the screen's end (the browser's defaults centre it).
        position="fixed"
        top="0"
        bottom="0"
        right="0"
        left="auto"
        m="0"
        w="xs"
        maxW="100vw"
        h="100dvh"
        maxH="100dvh"
        overflowY="auto"
        border="none"
        p="4"
        pt="2"
        bg="brand.900"
        color="white"
        shadow="lg"
        _backdrop={{ bg: 'blackAlpha.600' }}
        css={{
          // Large targets, and a focus ring that shows on the dark panel.
          '& a, & button': { minH: '11', display: 'flex', alignItems: 'center' },
          '& :is(a, button):focus-visible': { outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '2px' },
        }}
      >
        <Flex align="center" justify="space-between" mb="2">
          <Heading as="h2" id={TITLE_ID} size="lg" fontFamily="heading" color="gold.300">
            Menu
          </Heading>
          <CloseButton
            aria-label="Close menu"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            size="lg"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          />
        </Flex>
        <Stack as="ul" gap="1" listStyleType="none">
          <MainNavItems autoFocusFirst />
        </Stack>
        <Separator my="4" borderColor="whiteAlpha.300" />
        <AuthActions direction="column" align="stretch" />
      </Box>
    </>
  );
}

/** The panel's open state, as the browser has it (the popover's `toggle` events). */
function followMenu(onChange: () => void): () => void {
  const panel = document.getElementById(MENU_ID);
  panel?.addEventListener('toggle', onChange);
  return () => panel?.removeEventListener('toggle', onChange);
}
const menuOpen = () => document.getElementById(MENU_ID)?.matches(':popover-open') ?? false;
const notHydrated = () => undefined;

/**
 * The "Open menu" button, with the state it shows (`aria-expanded`): a component of its own, so that marking it
 * once hydrated, and on each opening and closing, renders the button again and not the panel's links.
 */
function MenuButton() {
  // Undefined until hydrated: before that, the browser's own state of the popover's button speaks.
  const expanded = useSyncExternalStore(followMenu, menuOpen, notHydrated);

  return (
    <IconButton
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-controls={MENU_ID}
      aria-expanded={expanded}
      popoverTarget={MENU_ID}
      size="lg"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      focusRingColor="gold.300"
      hideFrom="xl"
      ml="auto"
    >
      <LuMenu />
    </IconButton>
  );
}
