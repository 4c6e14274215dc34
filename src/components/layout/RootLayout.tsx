import { Box, Flex, Progress, SkipNavLink } from '@chakra-ui/react';
import { useEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Hydrates } from './below-the-fold';
import { usePageContent } from '@/lib/content/page-content';
import { ChatButton } from './ChatButton';
import { ConnectionBanner } from './ConnectionBanner';
import { Footer } from './Footer';
import { listenForInstallPrompt } from './install-prompt';
import { NavBar } from './NavBar';

const MAIN_ID = 'main';

/** Moves focus to the page content without a hash navigation in the router. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The shell of every public and member page: skip link, navigation, the page,
 * footer, chat button and the offline badge. New pages open at the top (ScrollRestoration), and a
 * thin bar shows while the next page's code loads on a slow connection.
 */
export function RootLayout() {
  const { content: settings, loading } = usePageContent('site_settings');
  const navigation = useNavigation();
  // On the card at the course (/play/...), no floating chat button over the score buttons.
  const atTheCourse = useLocation().pathname.startsWith('/play/');
  useEffect(listenForInstallPrompt, []);

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_ID} zIndex="skipNav" onClick={skipToContent}>
        Skip to content
      </SkipNavLink>
      {navigation.state !== 'idle' && (
        <Progress.Root
          value={null}
          size="xs"
          colorPalette="gold"
          position="fixed"
          top="0"
          insetX="0"
          zIndex="skipNav"
          animation="fade-in 0.2s ease-out 0.3s both"
          aria-label="Loading page"
        >
          <Progress.Track bg="transparent">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <NavBar logoUrl={settings.header_logo_url ?? ''} settingsLoading={loading} />
      {/* At least a screen tall: the footer starts below the first screen, so live
          data filling the page never pushes visible content down (CLS). */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minH="100dvh" outline="none">
        <Outlet />
      </Box>
      <Hydrates>
        <Footer
          logoUrl={settings.footer_logo_url ?? ''}
          description={settings.site_description ?? ''}
          contactEmail={settings.contact_email ?? ''}
        />
      </Hydrates>
      {!atTheCourse && <ChatButton chatNumber={settings.chat_number ?? ''} />}
      <ConnectionBanner />
      <ScrollRestoration />
    </Flex>
  );
}
