/**
 * The article dialog's validation, in a browser-like DOM: the pattern every
 * form built on the kit (FormDialog + fields + one schema) follows. Nothing is
 * written while the schema fails, so no Firebase call happens here.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArticleFormDialog } from '@/features/news/admin/components/ArticleFormDialog';
import { renderWithApp } from './render';

describe('article form dialog', () => {
  it('shows every failing field inline and as "path: message", and stays open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithApp(<ArticleFormDialog open onOpenChange={onOpenChange} article={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Article' });

    await user.type(within(dialog).getByLabelText(/Title/), 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    expect(await within(dialog).findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(within(dialog).getByText('Category is required')).toBeTruthy();
    expect(within(dialog).getByText('Excerpt is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText('title: Title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('category: Category is required')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses an image address that is not a URL', async () => {
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog open onOpenChange={() => undefined} article={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Article' });
    await user.type(within(dialog).getByLabelText('Hero image address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));
    expect(await within(dialog).findByText('Must be a valid URL or empty')).toBeTruthy();
  });

  it('fills the form from the article being edited', async () => {
    const article = {
      id: 'a1',
      title: 'Spring Medal report',
      category: 'Tournament',
      excerpt: 'A windy day at the Creek.',
      content: 'Full report.',
      heroImageUrl: '',
      published: true,
      authorId: 'admin',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      updatedAt: new Date('2026-03-01T10:00:00Z'),
    };
    renderWithApp(<ArticleFormDialog open onOpenChange={() => undefined} article={article} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Spring Medal report');
    expect((within(dialog).getByRole('switch', { name: 'Published' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Save Article' })).toBeTruthy();
  });
});
