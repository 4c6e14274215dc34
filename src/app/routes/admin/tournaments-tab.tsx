import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUsersRound } from 'react-icons/lu';
import { CardsDialog } from '@/features/scoring/admin/components/CardsDialog';
import type { CardsEvent } from '@/features/scoring/admin/components/CardsPanel';
import { GroupsDialog } from '@/features/scoring/admin/components/GroupsDialog';
import { ManageTournaments } from '@/features/tournaments/admin/components/ManageTournaments';
import { CardsButton } from './day-of-play';

/** Manage Tournaments with each tournament's Groups, and Cards when it is played on a course. */
export function TournamentsTab() {
  const [groupsOf, setGroupsOf] = useState<string | null>(null);
  const [cardsOf, setCardsOf] = useState<CardsEvent | null>(null);
  return (
    <ManageTournaments
      rowActions={(t) => (
        <>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setGroupsOf(t.id)}>
            <LuUsersRound aria-hidden /> Groups<VisuallyHidden> of {t.name}</VisuallyHidden>
          </Button>
          {t.courseId && (
            <CardsButton
              name={t.name}
              onClick={() => setCardsOf({ kind: 'tournament', id: t.id, name: t.name, courseId: t.courseId ?? '' })}
            />
          )}
        </>
      )}
    >
      <GroupsDialog tournamentId={groupsOf} onClose={() => setGroupsOf(null)} />
      <CardsDialog event={cardsOf} onClose={() => setCardsOf(null)} />
    </ManageTournaments>
  );
}
