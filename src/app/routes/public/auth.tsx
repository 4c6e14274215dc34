import { Box, Card, Container, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { LegalLinks } from '@/features/auth/components/LegalLinks';
import { useSession } from '@/lib/auth/session';

type Mode = 'signin' | 'signup' | 'forgot' | 'reset';

/** The mode from the address: ?mode=signup, ?mode=forgot, the reset link (?mode=resetPassword&oobCode=...) or #type=recovery. */
function modeOf(search: URLSearchParams, hash: string): Mode {
  const mode = search.get('mode');
  if (mode === 'resetPassword' || new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery') return 'reset';
  if (mode === 'signup') return 'signup';
  if (mode === 'forgot') return 'forgot';
  return 'signin';
}

const TITLES: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: 'Sign In', subtitle: 'Welcome back to the Clubhouse.' },
  signup: { title: 'Create Account', subtitle: 'Join the society: your account and golfing profile.' },
  forgot: { title: 'Reset Password', subtitle: 'Forgotten your password? It happens to the best of us.' },
  reset: { title: 'Set New Password', subtitle: 'Choose a new password for your account.' },
};

/** A link between the modes (kept in the address, so Back works). */
function ChangeModeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

const REGISTER_PATH = /^\/(tournament|par3-event)\/[^/]+\/register$/;

/** /auth: sign in, sign up, forgot password and set new password (site spec section 2). */
export default function AuthPage() {
  const { loading, user } = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  const mode = modeOf(search, location.hash);
  const from = (location.state as { from?: string } | null)?.from;
  const [signingUp, setSigningUp] = useState(false);

  // A visitor sent here from a registration page is told why (spec section 6).
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !from || !REGISTER_PATH.test(from)) return;
    told.current = true;
    toaster.create({ type: 'info', title: 'Please sign in to register for tournaments' });
  }, [from]);

  if (!loading && user && !signingUp && mode !== 'reset') return <Navigate to={from ?? paths.dashboard} replace />;

  const { title, subtitle } = TITLES[mode];
  return (
    <Box bg="brand.subtle" py={{ base: '10', md: '16' }} minH="70vh">
      <Container maxW={mode === 'signup' ? '3xl' : 'md'} px={{ base: '4', md: '6' }}>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="2xl" fontFamily="heading">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Card.Header>
          <Card.Body>
            {mode === 'signin' && <SignInForm redirectTo={from} />}
            {mode === 'signup' && <SignUpForm onStart={() => setSigningUp(true)} />}
            {mode === 'forgot' && <ForgotPasswordForm />}
            {mode === 'reset' && <ResetPasswordForm oobCode={search.get('oobCode')} />}
          </Card.Body>
          <Card.Footer>
            <Stack gap="3" w="full">
              <HStack gap="4" wrap="wrap" fontSize="sm">
                {mode === 'signin' && (
                  <>
                    <ChangeModeLink to={paths.signUp}>Don&apos;t have an account? Sign up</ChangeModeLink>
                    <ChangeModeLink to={`${paths.auth}?mode=forgot`}>Forgot password?</ChangeModeLink>
                  </>
                )}
                {mode !== 'signin' && <ChangeModeLink to={paths.auth}>Already a member? Sign in</ChangeModeLink>}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                By using your account you agree to our <LegalLinks />
              </Text>
            </Stack>
          </Card.Footer>
        </Card.Root>
      </Container>
    </Box>
  );
}
