/** Ends the session on this device (the Firebase app loads on the tap). */
export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([import('../firebase-app').then(({ loadAuth }) => loadAuth()), import('firebase/auth')]);
  await signOut(auth);
}
