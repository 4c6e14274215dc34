import { useParams } from 'react-router-dom';
import NotFound from '../public/not-found';
import { PageMeta } from '@/components/layout/PageMeta';
import { CardScreen } from '@/features/scoring/member/components/CardScreen';
import { useSession } from '@/lib/auth/session';

/** /play/tournament/:id and /play/par3/:id (member layout route: a user is signed in): the group's card at the course. */
export default function PlayCardPage() {
  const { kind, id } = useParams();
  const { user } = useSession();
  if (kind !== 'tournament' && kind !== 'par3') return <NotFound />;
  if (!user || !id) return null;
  return (
    <>
      <PageMeta title="Card" />
      <CardScreen kind={kind} eventId={id} uid={user.uid} />
    </>
  );
}
