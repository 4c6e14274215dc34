/**
 * A concern whose transaction lost to another writer runs again
 * (functions/src/shared/handlers.ts): the Firestore emulator answers such a
 * transaction "Transaction is invalid or closed", which the Admin SDK does not
 * retry, and production answers ABORTED once the SDK's retries are spent. Any
 * other failure is logged once and the event skipped, as before.
 */
import { describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/v2';
import { lostToContention, whenWritten } from '../../functions/src/shared/handlers';

const grpcError = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code, details });
const invalidTransaction = () => grpcError(3, 'Transaction is invalid or closed.');
const event = {
  params: { id: 'x' },
  document: 'things/x',
  data: { before: { exists: true }, after: { exists: true } },
} as unknown as Parameters<ReturnType<typeof whenWritten>>[0];

describe('a concern that loses to contention', () => {
  it('knows contention from other failures', () => {
    expect(lostToContention(invalidTransaction())).toBe(true);
    expect(lostToContention(grpcError(10, 'Transaction lock timeout.'))).toBe(true);
    expect(lostToContention(grpcError(3, 'Document name "x" lacks "/"'))).toBe(false);
    expect(lostToContention(grpcError(5, 'no entity to update'))).toBe(false);
    expect(lostToContention(new Error('boom'))).toBe(false);
    expect(lostToContention(undefined)).toBe(false);
  });

  it('runs again until it succeeds, and logs nothing', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const concern = whenWritten('things/{id}', async () => {
      runs++;
      if (runs < 3) throw invalidTransaction();
    });
    await concern(event);
    expect(runs).toBe(3);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('gives up after four runs, and a failure of another kind after one; each is logged with the document', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let contended = 0;
    await whenWritten('things/{id}', async () => {
      contended++;
      throw invalidTransaction();
    })(event);
    expect(contended).toBe(4);
    let failed = 0;
    await whenWritten('things/{id}', async () => {
      failed++;
      throw new Error('boom');
    })(event);
    expect(failed).toBe(1);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      'Trigger on things/{id} failed; skipped things/x: 3 Transaction is invalid or closed.',
      'Trigger on things/{id} failed; skipped things/x: boom',
    ]);
    errors.mockRestore();
  });
});
