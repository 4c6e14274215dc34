import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');

/** A rules test environment on the running Firestore emulator, with the project's rules. */
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: 'demo-clubhouse',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
}

export const ADMIN_UID = 'admin-1';
export const MEMBER_UID = 'member-1';
export const OTHER_UID = 'member-2';

/** The three kinds of caller every collection is tested with, plus a second member. */
export function callers(env: RulesTestEnvironment) {
  return {
    visitor: env.unauthenticatedContext().firestore(),
    member: env.authenticatedContext(MEMBER_UID).firestore(),
    other: env.authenticatedContext(OTHER_UID).firestore(),
    admin: env.authenticatedContext(ADMIN_UID, { admin: true }).firestore(),
    // A member who forged an `admin` claim of the wrong type is still not an admin.
    fakeAdmin: env.authenticatedContext('member-3', { admin: 'true' }).firestore(),
  };
}
