import { Box, Container, Flex, HStack, SimpleGrid, Spinner, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConnectionBanner } from '@/components/layout/ConnectionBanner';
import { RemindersCard } from '@/features/site/admin/test-email/components/RemindersCard';
import { TestEmailCard } from '@/features/site/admin/test-email/components/TestEmailCard';
import { useSiteHead } from '@/lib/content/site-head';
import { AdminSectionSelect } from './AdminSectionSelect';
import { AdminTopBar } from './AdminTopBar';
import { adminTabs, findAdminTab } from './tabs';

function PanelLoading() {
  return (
    <HStack role="status" justify="center" gap="3" py="12" color="fg.muted">
      <Spinner size="sm" color="brand.solid" />
      <Text>Loading...</Text>
    </HStack>
  );
}

/**
 * The admin panel: top bar, the Email Notifications Test card, then the tabs
 * (a strip on large screens, a select on small ones). The open tab lives in
 * the URL (?tab=news): a reload keeps it, and each tab opened is a history
 * entry, so Back returns to the previous tab. The panel fills the rest of the
 * viewport and scrolls on its own.
 */
export function AdminShell() {
  const [params, setParams] = useSearchParams();
  useSiteHead();
  const active = findAdminTab(params.get('tab'));
  // One control at a time (not both, one hidden by CSS), so each has a single accessible name on screen.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  function open(value: string) {
    if (value === active.value) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });
  }

  return (
    <Flex direction="column" h="100dvh" bg="bg.subtle">
      <AdminTopBar />
      <Box bg="bg" borderBottomWidth="1px" flexShrink={0} py="3">
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            <TestEmailCard />
            <RemindersCard />
          </SimpleGrid>
        </Container>
      </Box>
      <Tabs.Root
        as="main"
        value={active.value}
        onValueChange={(details) => open(details.value)}
        lazyMount
        unmountOnExit
        colorPalette="brand"
        display="flex"
        flexDirection="column"
        flex="1"
        minH="0"
      >
        <Box bg="bg" borderBottomWidth="1px" flexShrink={0}>
          <Container maxW="7xl">
            {wide ? (
              <Tabs.List aria-label="Admin sections" borderBottomWidth="0" overflowX="auto">
                {adminTabs.map((tab) => (
                  <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
                    {tab.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            ) : (
              <AdminSectionSelect value={active.value} onChange={open} />
            )}
          </Container>
        </Box>
        {adminTabs.map(({ value, label, Panel }) => (
          <Tabs.Content key={value} value={value} aria-label={label} flex="1" minH="0" overflowY="auto" pt="0">
            <Container maxW="7xl" py={{ base: '6', md: '8' }}>
              <Suspense fallback={<PanelLoading />}>
                <Panel />
              </Suspense>
            </Container>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ConnectionBanner />
    </Flex>
  );
}
