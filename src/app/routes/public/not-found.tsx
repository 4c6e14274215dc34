import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/layout/PageMeta';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container maxW="xl" py={{ base: '20', md: '32' }}>
      <PageMeta title="Page not found" />
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '8xl', md: '9xl' }} lineHeight="1" color="brand.fg">
          404
        </Heading>
        <Text fontSize={{ base: 'xl', md: '2xl' }} color="fg.muted">
          Oops! Page not found
        </Text>
        <Button asChild colorPalette="brand" size="lg" mt="4">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </Stack>
    </Container>
  );
}
