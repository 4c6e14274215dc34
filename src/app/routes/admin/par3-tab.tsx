import { useState } from 'react';
import { ManagePar3 } from '@/features/par3/admin/components/ManagePar3';
import { CardsDialog } from '@/features/scoring/admin/components/CardsDialog';
import type { CardsEvent } from '@/features/scoring/admin/components/CardsPanel';
import { CardsButton } from './day-of-play';

/** Par 3 League Events with each night's Cards when it is played on a course. */
export function Par3Tab() {
  const [cardsOf, setCardsOf] = useState<CardsEvent | null>(null);
  return (
    <ManagePar3
      rowActions={(e) =>
        e.courseId && (
          <CardsButton name={e.name} onClick={() => setCardsOf({ kind: 'par3', id: e.id, name: e.name, courseId: e.courseId ?? '' })} />
        )
      }
    >
      <CardsDialog event={cardsOf} onClose={() => setCardsOf(null)} />
    </ManagePar3>
  );
}
