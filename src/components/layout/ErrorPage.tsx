import { Box, Button, Card, Heading, Icon, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/**
 * The router's error screen. It stands alone (no navigation or footer) because
 * it also replaces the admin panel, and its link reloads the app so that a
 * failed code download after a new release recovers.
 */
export function ErrorPage() {
  const error = useRouteError();

  return (
    <Box as="main" minH="100dvh" display="grid" placeItems="center" bg="brand.subtle" px="4" py="12">
      <Card.Root maxW="lg" w="full" textAlign="center" borderTopWidth="4px" borderTopColor="gold.500">
        <Card.Body gap="4" alignItems="center" py="10">
          <Icon boxSize="12" color="gold.600" aria-hidden>
            <LuTriangleAlert />
          </Icon>
          <Heading as="h1" size="2xl" fontFamily="heading" color="brand.fg">
            Unexpected Application Error!
          </Heading>
          <Text color="fg.muted" wordBreak="break-word">
            {describe(error)}
          </Text>
          <Button asChild colorPalette="brand" mt="2">
            <Link to={paths.home} reloadDocument>
              Return to Home
            </Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
