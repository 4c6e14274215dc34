import { useEffect } from 'react';
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';
import { flushEarlyToasts } from './toaster';

/** The toasts on screen (loaded by Toaster in toaster.tsx with the first toast). */
export default function ToasterView({ toaster }: { toaster: CreateToasterReturn }) {
  // After the toast group has mounted and subscribed (its portal mounts a render later).
  useEffect(() => {
    const timer = setTimeout(flushEarlyToasts);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
