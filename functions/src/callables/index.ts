/** Callable functions: registrations (members, or admins acting for them) and admin-only member management. */
export { registerForTournament, withdrawFromTournament, registerForPar3, withdrawFromPar3 } from './registrations';
export { setAdmin, deleteMember, resetMemberPassword, applyDefaultFee } from './admin';
