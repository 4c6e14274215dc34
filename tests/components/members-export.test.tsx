/**
 * Manage Members' "Export to CSV" (admin spec section 9): the read of every
 * member is passed in (the seeded season always has some, so the empty state
 * cannot be reached in the browser); no Firebase call happens here. The
 * browser test (admin-members-paged.spec.ts) exports the real thing.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMembersButton } from '@/features/members/admin/components/ExportMembersButton';
import type { DirectoryMember } from '@/features/members/admin/components/use-directory';
import { ACTIVE_MEMBERSHIP, profileFor } from '../support/builders';
import { renderWithApp } from './render';

const member: DirectoryMember = {
  profile: {
    id: 'm1',
    ...profileFor('member@example.com', {
      fullName: '=SUM(A1:A2)',
      phone: '+971 50 000 0000',
      nationality: 'British',
      gender: 'female',
      handicap: 14.2,
      tshirtSize: 'M',
      ...ACTIVE_MEMBERSHIP,
    }),
  },
  isAdmin: false,
  team: null,
  isCaptain: false,
};

/** The files the export hands to the browser (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    files.push(blob as Blob);
    return 'blob:members';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
function readBytes(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file'));
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('members export', () => {
  it('says "No members to export" and downloads nothing when there are no members', async () => {
    const files = captureDownloads();
    renderWithApp(<ExportMembersButton read={() => Promise.resolve([])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('No members to export')).toBeTruthy();
    expect(files).toHaveLength(0);
  });

  it('downloads the 22-column file, BOM first and formula cells neutralised, when there are members', async () => {
    const files = captureDownloads();
    renderWithApp(<ExportMembersButton read={() => Promise.resolve([member])} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('Exported 1 members')).toBeTruthy();
    expect(files).toHaveLength(1);
    const bytes = await readBytes(files[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(header?.split(',')).toHaveLength(22);
    expect(row?.startsWith(`'=SUM(A1:A2),member@example.com,`)).toBe(true);
  });

  it('says "Failed to export members" and downloads nothing when the read of every member fails', async () => {
    const files = captureDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<ExportMembersButton read={() => Promise.reject(new Error('offline'))} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText('Failed to export members')).toBeTruthy();
    expect(files).toHaveLength(0);
  });
});
