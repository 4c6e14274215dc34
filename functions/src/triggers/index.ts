/** Firestore triggers that keep derived documents, and the scheduled jobs outside mail. */
export { onProfileWrittenCard, onTeamMemberWritten, onTeamWrittenCaptain } from './cards';
export {
  onScoreWritten,
  onPar3ScoreWritten,
  onTeamWrittenStandings,
  onCardWrittenStandings,
} from '../standings';
export { expireMembershipsDaily } from '../membership';
