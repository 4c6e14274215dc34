import { ChakraProvider } from '@chakra-ui/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth/session';
import { system } from '@/lib/theme';
import { Toaster } from '@/components/ui/toaster';
import { createRouter } from './router';

export function App() {
  const router = useMemo(createRouter, []);
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </ChakraProvider>
  );
}
