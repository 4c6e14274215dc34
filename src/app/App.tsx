import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth/session';
import { system } from '@/lib/theme';
import { Toaster } from '@/components/ui/toaster';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <ChakraProvider value={system}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </ChakraProvider>
  );
}
