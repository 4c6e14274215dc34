import { Box, Card, Container, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, Navigate } from 'react-router-dom';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';

export default function AuthPage() {
  const { loading, user } = useSession();
  if (!loading && user) return <Navigate to={paths.dashboard} replace />;

  return (
    <Box bg="brand.subtle" py={{ base: '10', md: '16' }} minH="70vh">
      <Container maxW="md">
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="2xl" fontFamily="heading">
              Sign In
            </Heading>
            <Text color="fg.muted">Welcome back to the Clubhouse.</Text>
          </Card.Header>
          <Card.Body>
            <SignInForm />
          </Card.Body>
          <Card.Footer>
            <Text fontSize="sm" color="fg.muted">
              By signing in you agree to our{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to={paths.terms}>Terms &amp; Conditions</Link>
              </ChakraLink>{' '}
              and{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to={paths.privacy}>Privacy Policy</Link>
              </ChakraLink>
              .
            </Text>
          </Card.Footer>
        </Card.Root>
      </Container>
    </Box>
  );
}
