import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { teamRef } from '../../api/queries';
import { teamMembershipRef } from '../api/queries';

/** The member's team: undefined while loading, null when not in one. */
export function useMyTeam(uid: string): { team: Row<'teams'> | null | undefined; error: unknown; retry: () => void } {
  const membership = useLive(teamMembershipRef(uid));
  const teamId = membership.data?.teamId ?? null;
  const team = useLive(teamId ? teamRef(teamId) : null);
  if (membership.error !== undefined) return { team: undefined, error: membership.error, retry: membership.retry };
  if (membership.loading) return { team: undefined, error: undefined, retry: membership.retry };
  if (!teamId) return { team: null, error: undefined, retry: membership.retry };
  if (team.error !== undefined) return { team: undefined, error: team.error, retry: team.retry };
  return { team: team.loading ? undefined : (team.data ?? null), error: undefined, retry: team.retry };
}
