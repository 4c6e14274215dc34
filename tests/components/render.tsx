import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { appSystem } from '@/lib/theme';

const system = appSystem();

/** Renders a component as the app does: Chakra's system and the toaster. */
export function renderWithApp(ui: ReactElement) {
  return render(
    <ChakraProvider value={system}>
      {ui}
      <Toaster />
    </ChakraProvider>,
  );
}
