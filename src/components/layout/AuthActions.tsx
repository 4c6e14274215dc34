import { Button, Flex, VisuallyHidden, type FlexProps } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionHint } from '@/lib/auth/session';
import { hiddenForMembers } from '@/lib/auth/session-hint';
import { signOutUser } from '@/lib/auth/sign-out';
import { errorMessage } from '@/lib/errors';
import { toaster } from '@/components/ui/toaster';
import { memberLinks } from './nav-links';
import { NavItem } from './NavItem';

/** While the session is restored: the member's links take their place unseen (no layout shift), busy, "Loading" for screen readers. */
const pendingForMembers = { '& > :not([data-loading-label])': { visibility: 'hidden' } } as const;

/**
 * The session-dependent end of the navigation: Dashboard, Profile and Sign Out
 * for members; Join Now and Sign In for visitors; while a member's session is
 * being restored, a busy placeholder as wide as the member's links (never
 * "Sign In"). It never loads Firebase Auth itself (see useSessionHint).
 */
export function AuthActions(props: FlexProps) {
  const { loading, user } = useSessionHint();
  const navigate = useNavigate();
  if (loading) {
    return (
      <Flex gap="2" {...props} css={pendingForMembers} aria-busy="true">
        <VisuallyHidden data-loading-label="">Loading</VisuallyHidden>
        {memberLinks.map((link) => (
          <NavItem key={link.to} {...link} />
        ))}
        <Button size="sm" variant="outline" borderColor="whiteAlpha.600" tabIndex={-1}>
          Sign Out
        </Button>
      </Flex>
    );
  }

  const signOut = async () => {
    try {
      await signOutUser();
      toaster.create({ type: 'success', title: 'Signed out successfully' });
      navigate(paths.home);
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    }
  };

  return (
    <Flex gap="2" {...props} css={user ? undefined : hiddenForMembers}>
      {user ? (
        <>
          {memberLinks.map((link) => (
            <NavItem key={link.to} {...link} />
          ))}
          <Button
            size="sm"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => void signOut()}
          >
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <Button asChild size="sm" colorPalette="gold">
            <Link to={paths.join}>Join Now</Link>
          </Button>
          <Button asChild size="sm" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
            <Link to={paths.auth}>Sign In</Link>
          </Button>
        </>
      )}
    </Flex>
  );
}
