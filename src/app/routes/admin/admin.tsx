import { AdminShell } from './AdminShell';

/** /admin (under the admin layout route: the user is an admin). */
export default function AdminPage() {
  return <AdminShell />;
}
