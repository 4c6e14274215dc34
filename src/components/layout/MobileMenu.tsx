import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useNavMenu } from './nav-menu-store';

const loadDrawer = () => import('./MenuDrawer');
const MenuDrawer = lazy(loadDrawer);

/**
 * The navigation of small screens: the "Open menu" button and its drawer.
 * The drawer's code (a dialog with focus trapping) loads when the button is
 * first pointed at or pressed, not with every page.
 */
export function MobileMenu() {
  const open = useNavMenu((s) => s.open);
  const setOpen = useNavMenu((s) => s.setOpen);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        hideFrom="xl"
        ml="auto"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
