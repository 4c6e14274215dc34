/**
 * The Firestore triggers: one per document path, running every concern that
 * follows the path (shared/handlers.ts `followDocuments`). The concerns live
 * with their domain (digests, members, scoring, standings, waitlist, events,
 * mail); this list is where each one is given its trigger.
 */
import { followDocuments } from './shared/handlers';
import * as digests from './digests/handlers';
import * as events from './events/handlers';
import * as mail from './mail/handlers';
import * as members from './members/handlers';
import * as scoring from './scoring/handlers';
import * as standings from './standings/handlers';
import * as waitlist from './waitlist/handlers';

export const onProfile = followDocuments('profiles/{uid}', [members.onProfileWrittenCard, mail.onProfileCreatedNotify]);
export const onMemberCard = followDocuments('members/{uid}', [digests.onCardWrittenRoster, standings.onCardWrittenStandings]);
export const onTeam = followDocuments('teams/{teamId}', [members.onTeamWrittenCaptain, standings.onTeamWrittenStandings]);
export const onTeamMember = followDocuments('teamMembers/{uid}', [members.onTeamMemberWritten]);

export const onTournament = followDocuments('tournaments/{id}', [
  scoring.onTournamentScoringChanged,
  digests.onTournamentDeletedBoard,
  waitlist.onTournamentFillWaitlist,
]);
export const onTournamentRegistration = followDocuments('tournaments/{id}/registrations/{uid}', [
  scoring.onTournamentRegistrationCards,
  digests.onRegistrationWrittenBoard,
]);
export const onTournamentGroup = followDocuments('tournaments/{id}/groups/{groupId}', [
  scoring.onGroupWritten,
  digests.onGroupWrittenBoard,
]);
export const onTournamentCard = followDocuments('tournaments/{id}/cards/{uid}', [
  scoring.onTournamentCardWritten,
  digests.onTournamentCardWrittenBoard,
]);
export const onScore = followDocuments('scores/{scoreId}', [standings.onScoreWritten, digests.onScoreWrittenBoard]);

export const onPar3Event = followDocuments('par3Events/{id}', [
  scoring.onPar3ScoringChanged,
  digests.onPar3EventWrittenBoard,
  waitlist.onPar3EventFillWaitlist,
]);
export const onTeeTime = followDocuments('par3Events/{id}/teeTimes/{teeTimeId}', [scoring.onTeeTimeMarker, waitlist.onTeeTimeFillWaitlist]);
export const onPar3Registration = followDocuments('par3Events/{id}/registrations/{uid}', [
  scoring.onPar3RegistrationCards,
  digests.onPar3RegistrationWrittenBoard,
]);
export const onPar3Card = followDocuments('par3Events/{id}/cards/{uid}', [scoring.onPar3CardWritten, digests.onPar3CardWrittenBoard]);
export const onPar3Score = followDocuments('par3Scores/{scoreId}', [standings.onPar3ScoreWritten]);

export const onSponsor = followDocuments('sponsors/{sponsorId}', [events.onSponsorWrittenTournaments]);
export const onCourse = followDocuments('courses/{courseId}', [digests.onCourseWrittenBoard]);
export const onMail = followDocuments('mail/{id}', [mail.onMailCreated]);
