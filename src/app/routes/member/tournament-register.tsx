import { TournamentRegistration } from '@/features/tournaments/member/components/TournamentRegistration';
import { MemberEventPage } from './event-page';

/** /tournament/{id}/register (member layout route: visitors are sent to /auth). */
export default function TournamentRegisterPage() {
  return <MemberEventPage>{(id, uid) => <TournamentRegistration tournamentId={id} uid={uid} />}</MemberEventPage>;
}
