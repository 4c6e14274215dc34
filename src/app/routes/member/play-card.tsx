import { useLocation, useParams } from 'react-router-dom';
import { pathOf } from '@/config/routes';
import { PageMeta } from '@/components/layout/PageMeta';
import { CardScreen } from '@/features/scoring/member/components/CardScreen';
import { useSession } from '@/lib/auth/session';

/** /play/tournament/:id and /play/par3/:id (member layout route: a user is signed in): the group's card at the course. */
export default function PlayCardPage() {
  const { id } = useParams();
  const kind = useLocation().pathname.startsWith(pathOf('playPar3', '')) ? 'par3' : 'tournament';
  const { user } = useSession();
  if (!user || !id) return null;
  return (
    <>
      <PageMeta title="Card" />
      <CardScreen kind={kind} eventId={id} uid={user.uid} />
    </>
  );
}
