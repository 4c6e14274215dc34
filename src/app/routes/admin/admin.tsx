import { RequireAdmin } from '@/components/guards';
import { AdminShell } from './AdminShell';

/** /admin: admins only; anyone else is sent to /dashboard. */
export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
