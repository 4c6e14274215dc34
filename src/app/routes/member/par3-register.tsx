import { Par3Registration } from '@/features/par3/member/components/Par3Registration';
import { MemberEventPage } from './event-page';

/** /par3-event/{id}/register (member layout route: visitors are sent to /auth). */
export default function Par3RegisterPage() {
  return <MemberEventPage>{(id, uid) => <Par3Registration eventId={id} uid={uid} />}</MemberEventPage>;
}
