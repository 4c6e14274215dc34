/**
 * The demo season's log-ins (architecture: "Local defaults"). Tests, `npm start`
 * and the README read these; the seed creates exactly these accounts.
 */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  fullName: string;
}

/** The demo admin: custom claim `admin: true` and `roles/demo-admin`. */
export const DEMO_ADMIN: DemoAccount = {
  uid: 'demo-admin',
  email: 'admin@example.com',
  password: 'clubhouse-admin',
  fullName: 'Omar Haddad',
};

/** The demo member: active, fee paid, in a team, registered for a few events. */
export const DEMO_MEMBER: DemoAccount = {
  uid: 'demo-member',
  email: 'member@example.com',
  password: 'clubhouse-member',
  fullName: 'Sarah Mitchell',
};

/** The password every other seeded member shares (`firstname.lastname@example.com`). */
export const DEMO_PASSWORD = 'clubhouse-demo';

/** The only project the seed writes to; it refuses any id without the `demo-` prefix. */
export { PROJECT_ID as DEMO_PROJECT_ID } from '../lib/run';
