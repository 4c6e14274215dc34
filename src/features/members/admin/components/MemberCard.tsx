import { Badge, Box, Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuKeyRound, LuShield, LuShieldOff, LuTrash2, LuUserCheck, LuUserX } from 'react-icons/lu';
import { RecordName, useAction } from '@/components/kit';
import { formatDate } from '@/lib/dates';
import { formatAed } from '@/lib/money';
import { serverMessage } from '@/lib/errors';
import { setAdminRole, setGuest, setMembershipStatus } from '../api/mutations';
import type { DirectoryMember } from './use-directory';

export const STATUS_COLORS = { pending: 'yellow', active: 'green', expired: 'red', cancelled: 'gray' } as const;
export const STATUS_LABELS = { pending: 'Pending', active: 'Active', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** The statuses an admin sets by hand ("Set Active", "Set Expired"), in their status colours. */
const STATUS_ACTIONS = [
  { value: 'active', Icon: LuUserCheck },
  { value: 'expired', Icon: LuUserX },
] as const;

interface MemberCardProps {
  member: DirectoryMember;
  /** The signed-in admin: they cannot remove their own role or delete themself. */
  selfId: string | undefined;
  onResetPassword: (member: DirectoryMember) => void;
  onDelete: (member: DirectoryMember) => void;
}

/** One member in Manage Members: who they are, their badges and the per-member actions. */
export function MemberCard({ member, selfId, onResetPassword, onDelete }: MemberCardProps) {
  const { profile: p, isAdmin, team, isCaptain } = member;
  const self = p.id === selfId;
  const admin = useAction(setAdminRole, {
    success: (_, __, grant) => (grant ? `${p.fullName} is now an admin` : `${p.fullName} is no longer an admin`),
    failure: (error, _, grant) => ({
      title: grant ? 'Failed to add admin role' : 'Failed to remove admin role',
      description: serverMessage(error),
    }),
  });
  const status = useAction(setMembershipStatus, {
    success: (_, __, value) => `Membership status set to ${value}`,
    failure: 'Failed to update membership status',
  });
  const guest = useAction(setGuest, {
    success: (_, __, value) => (value ? `${p.fullName} is now a guest` : `${p.fullName} is now a regular member`),
    failure: 'Failed to update guest status',
  });
  const name = <VisuallyHidden> {p.fullName}</VisuallyHidden>;

  return (
    <Stack as="article" aria-label={p.fullName} gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg" h="full">
      <Flex justify="space-between" gap="3" align="flex-start">
        <Stack gap="0.5" minW="0">
          <RecordName truncate>{p.fullName}</RecordName>
          <Text fontSize="sm" color="fg.muted" truncate>
            {p.email}
          </Text>
        </Stack>
        <Badge colorPalette={STATUS_COLORS[p.membershipStatus]} variant="solid" flexShrink={0}>
          {STATUS_LABELS[p.membershipStatus]}
        </Badge>
      </Flex>
      <HStack gap="2" wrap="wrap">
        {isAdmin && <Badge colorPalette="purple">Admin</Badge>}
        {p.isGuest ? <Badge colorPalette="orange">Guest</Badge> : <Badge variant="outline">Regular</Badge>}
        <Badge colorPalette={p.membershipFeePaid ? 'green' : 'red'} variant="subtle">
          Fee {p.membershipFeePaid ? 'paid' : 'unpaid'}: {formatAed(p.membershipFeeAmount ?? 0)}
        </Badge>
      </HStack>
      <Stack gap="1" fontSize="sm">
        <HStack gap="2">
          <Text color="fg.muted">Team:</Text>
          {team ? (
            <HStack gap="1.5">
              <Box w="3" h="3" rounded="full" bg={team.color} aria-hidden />
              <Text>
                {team.name}
                {isCaptain ? ' (Captain)' : ''}
              </Text>
            </HStack>
          ) : (
            <Text>No team</Text>
          )}
        </HStack>
        <Text>
          <Text as="span" color="fg.muted">
            Handicap:
          </Text>{' '}
          {p.handicap ?? 'N/A'}
          {p.membershipExpiry && (
            <>
              {' · '}
              <Text as="span" color="fg.muted">
                Expires:
              </Text>{' '}
              {formatDate(p.membershipExpiry, 'medium')}
            </>
          )}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap" mt="auto">
        {isAdmin ? (
          <Button
            size="xs"
            variant="outline"
            loading={admin.busy}
            disabled={self}
            title={self ? 'You cannot remove your own admin role' : undefined}
            onClick={() => void admin.run(p.id, false)}
          >
            <LuShieldOff aria-hidden /> Remove Admin{name}
          </Button>
        ) : (
          <Button size="xs" variant="outline" loading={admin.busy} onClick={() => void admin.run(p.id, true)}>
            <LuShield aria-hidden /> Make Admin{name}
          </Button>
        )}
        {STATUS_ACTIONS.map(({ value, Icon }) => (
          <Button
            key={value}
            size="xs"
            variant="outline"
            colorPalette={STATUS_COLORS[value]}
            loading={status.busy}
            disabled={p.membershipStatus === value}
            onClick={() => void status.run(p.id, value)}
          >
            <Icon aria-hidden /> Set {STATUS_LABELS[value]}
            {name}
          </Button>
        ))}
        <Button size="xs" variant="outline" loading={guest.busy} onClick={() => void guest.run(p.id, !p.isGuest)}>
          {p.isGuest ? 'Make Regular' : 'Make Guest'}
          {name}
        </Button>
        <Button size="xs" variant="outline" onClick={() => onResetPassword(member)}>
          <LuKeyRound aria-hidden /> Reset Password{name}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" disabled={self} onClick={() => onDelete(member)}>
          <LuTrash2 aria-hidden /> Delete{name}
        </Button>
      </HStack>
    </Stack>
  );
}
