/**
 * The live board's digest (issue 29, decision 0022): each event's board document
 * (tournamentBoards/{id}, par3Boards/{id}) lists every card's public row
 * (src/lib/board.ts `publicRow`: name, team, tee time, the visible holes and
 * the totals over them) and the course's holes, so a view of the board costs
 * one read for 12 players or 120.
 *
 * Like keepDigestEntry (core.ts), each run reads its sources as they are now in
 * one transaction, so triggers that run out of order still leave the latest
 * state: a card's row is computed from the card, the event, its course, the
 * member's registration and their group as stored at that moment. An absent
 * `cards` field (a new board), or a change on the event itself (its course,
 * hidden holes, format, published groups), rebuilds every row.
 */
import { FieldPath, FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { publicRow, type BoardRow } from '@/lib/board';
import { dequal } from 'dequal';
import type { Hole } from '@/lib/scoring';
import type { CardStatus, StrokesMap } from '@/lib/schemas/scoring';

export type BoardKind = 'tournament' | 'par3';

const paths = (kind: BoardKind, eventId: string) =>
  kind === 'tournament'
    ? { event: `tournaments/${eventId}`, board: `tournamentBoards/${eventId}` }
    : { event: `par3Events/${eventId}`, board: `par3Boards/${eventId}` };

interface EventContext {
  holes: Hole[] | null;
  hiddenHoles: number;
  format: string | null;
  groupsPublished: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

async function eventContext(tx: Transaction, store: Firestore, kind: BoardKind, event: DocumentData): Promise<EventContext> {
  const courseId = str(event.courseId);
  let holes: Hole[] | null = null;
  if (courseId) {
    const course = await tx.get(store.doc(`courses/${courseId}`));
    const stored: unknown = course.get('holes');
    if (Array.isArray(stored)) {
      holes = stored.map((h: { par?: unknown; strokeIndex?: unknown }) => ({ par: int(h.par) ?? 0, strokeIndex: int(h.strokeIndex) ?? 0 }));
    }
  }
  return {
    holes,
    hiddenHoles: kind === 'tournament' ? (int(event.hiddenHoles) ?? 0) : 0,
    format: kind === 'tournament' ? str(event.format) : null,
    groupsPublished: kind === 'tournament' ? event.groupsPublished === true : true,
  };
}

/** A card's row from its stored sources (the registration gives the name and team, the group the tee time). */
function rowOf(
  kind: BoardKind,
  ctx: EventContext,
  card: DocumentData,
  registration: DocumentData | undefined,
  group: DocumentData | undefined,
): BoardRow {
  const teeTime = kind === 'par3' ? str(registration?.teeTime) : ctx.groupsPublished ? str(group?.teeTime) : '';
  const startHole = kind === 'par3' ? 1 : ctx.groupsPublished ? int(group?.startHole) : null;
  return publicRow(
    {
      strokes: (card.strokes ?? {}) as StrokesMap,
      status: (str(card.status) || 'open') as CardStatus,
      playingHandicap: int(card.playingHandicap),
      gross: int(card.gross),
      net: int(card.net),
      points: int(card.points),
      birdies: int(card.birdies),
      thru: int(card.thru),
    },
    { fullName: str(registration?.fullName), teamId: str(registration?.teamId) || null, teamName: str(registration?.teamName) },
    { teeTime, startHole },
    { holes: ctx.holes, hiddenHoles: ctx.hiddenHoles, format: ctx.format },
  );
}

/**
 * Brings the board's rows of `memberIds` (or, with 'all', every row) up to date
 * with their sources. Returns what it did.
 */
export async function keepBoardRows(
  store: Firestore,
  kind: BoardKind,
  eventId: string,
  memberIds: readonly string[] | 'all',
): Promise<'rebuilt' | 'updated' | 'unchanged' | 'deleted'> {
  const p = paths(kind, eventId);
  const boardRef = store.doc(p.board);
  return store.runTransaction(async (tx) => {
    const [boardSnap, eventSnap] = await tx.getAll(boardRef, store.doc(p.event));
    if (!boardSnap || !eventSnap) throw new Error(`${p.board}: getAll answered short`);
    if (!eventSnap.exists) {
      if (!boardSnap.exists) return 'unchanged';
      tx.delete(boardRef);
      return 'deleted';
    }
    const ctx = await eventContext(tx, store, kind, eventSnap.data() ?? {});
    const groupOf = async (card: DocumentData) => {
      if (kind === 'par3') return undefined;
      const groupId = str(card.groupId);
      if (!groupId || !ctx.groupsPublished) return undefined;
      return (await tx.get(store.doc(`${p.event}/groups/${groupId}`))).data();
    };

    if (memberIds === 'all' || boardSnap.get('cards') === undefined) {
      const [cards, registrations, groups] = await Promise.all([
        tx.get(store.collection(`${p.event}/cards`)),
        tx.get(store.collection(`${p.event}/registrations`)),
        kind === 'tournament' ? tx.get(store.collection(`${p.event}/groups`)) : Promise.resolve(null),
      ]);
      const regById = new Map(registrations.docs.map((d) => [d.id, d.data()]));
      const groupById = new Map((groups?.docs ?? []).map((d) => [d.id, d.data()]));
      const rows = Object.fromEntries(
        cards.docs.map((d) => {
          const card = d.data();
          const group = ctx.groupsPublished ? groupById.get(str(card.groupId)) : undefined;
          return [d.id, rowOf(kind, ctx, card, regById.get(d.id), group)];
        }),
      );
      tx.set(
        boardRef,
        { cards: rows, holes: ctx.holes ?? FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() },
        { mergeFields: ['cards', 'holes', 'updatedAt'] },
      );
      return 'rebuilt';
    }

    const updates: [FieldPath, unknown][] = [];
    const reads = await Promise.all(
      memberIds.map(async (memberId) => {
        const [card, registration] = await tx.getAll(
          store.doc(`${p.event}/cards/${memberId}`),
          store.doc(`${p.event}/registrations/${memberId}`),
        );
        const data = card?.data();
        if (!data) return { memberId, row: null };
        const group = await groupOf(data);
        return { memberId, row: rowOf(kind, ctx, data, registration?.data(), group) };
      }),
    );
    for (const { memberId, row } of reads) {
      const key = new FieldPath('cards', memberId);
      const current: unknown = boardSnap.get(key);
      if (row === null) {
        if (current !== undefined) updates.push([key, FieldValue.delete()]);
      } else if (current === undefined || !dequal(current, row)) {
        updates.push([key, row]);
      }
    }
    if (updates.length === 0) return 'unchanged';
    const [[firstKey, firstValue], ...rest] = updates as [[FieldPath, unknown], ...[FieldPath, unknown][]];
    tx.update(boardRef, firstKey, firstValue, ...rest.flat(), 'updatedAt', FieldValue.serverTimestamp());
    return 'updated';
  });
}
