/**
 * Validation of the admin forms of sponsors, hero slides, page content and
 * Par 3 events: nothing is written while the schema fails, so no Firebase
 * call happens here (see article-form.test.tsx for the pattern).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlideFormDialog } from '@/features/site/admin/slides/components/SlideFormDialog';
import { SectionFormDialog } from '@/features/site/admin/page-content/components/SectionFormDialog';
import { EventFormDialog } from '@/features/par3/admin/components/EventFormDialog';
import { SponsorFormDialog } from '@/features/sponsors/admin/components/SponsorFormDialog';
import { renderWithApp } from './render';

describe('sponsor form dialog', () => {
  it('starts as an active Silver sponsor and lists every failing field as "path: message"', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithApp(<SponsorFormDialog open onOpenChange={onOpenChange} sponsor={null} nextOrder={8} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Sponsor' });
    expect((within(dialog).getByLabelText('Tier') as HTMLSelectElement).value).toBe('silver');
    expect((within(dialog).getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Display order') as HTMLInputElement).value).toBe('8');

    await user.type(within(dialog).getByLabelText('Website'), 'javascript:alert(1)');
    await user.clear(within(dialog).getByLabelText('Display order'));
    await user.type(within(dialog).getByLabelText('Display order'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));

    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText('name: Name is required')).toBeTruthy();
    expect(screen.getByText('websiteUrl: Must be a valid URL or empty')).toBeTruthy();
    expect(screen.getByText('displayOrder: Display order must be a whole number')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('hero slide form dialog', () => {
  it('asks for every field and an image, and starts active', async () => {
    const user = userEvent.setup();
    renderWithApp(<SlideFormDialog open onOpenChange={() => undefined} slide={null} nextOrder={4} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Slide' });
    expect((within(dialog).getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Title/), 'Half a slide');
    await user.click(within(dialog).getByRole('button', { name: 'Create Slide' }));
    const messages = await within(dialog).findAllByText('Please fill in all fields and upload an image');
    expect(messages.length).toBeGreaterThanOrEqual(5);
    // The toast (outside the dialog) says it too.
    expect((await screen.findAllByText('Please fill in all fields and upload an image')).length).toBeGreaterThan(messages.length);
  });
});

describe('page content form dialog', () => {
  it('requires content, and keeps page and key fixed on edit', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <SectionFormDialog open onOpenChange={() => undefined} mode="edit" values={{ page: 'about', key: 'hero_heading', content: '' }} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Content' });
    expect((within(dialog).getByLabelText('Page') as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText('Section key') as HTMLInputElement).readOnly).toBe(true);
    // The key's default text is shown, so the admin sees what visitors see.
    expect(within(dialog).getByText(/Default text \(shown while no text is saved\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Content' }));
    expect(await within(dialog).findByText('Content is required')).toBeTruthy();
  });

  it('refuses content over 5000 characters', async () => {
    const user = userEvent.setup();
    renderWithApp(<SectionFormDialog open onOpenChange={() => undefined} mode="create" values={{ page: 'home', key: '', content: '' }} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Content' });
    await user.type(within(dialog).getByLabelText(/Section key/), 'note');
    const content = within(dialog).getByLabelText(/^Content/);
    await user.click(content);
    await user.paste('x'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));
    expect(await within(dialog).findByText('Content must be at most 5000 characters')).toBeTruthy();
  });
});

describe('par 3 event form dialog', () => {
  it('defaults to 40 places and refuses a date in the past', async () => {
    const user = userEvent.setup();
    renderWithApp(<EventFormDialog open onOpenChange={() => undefined} event={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Event' });
    expect((within(dialog).getByLabelText('Registration limit') as HTMLInputElement).value).toBe('40');
    await user.type(within(dialog).getByLabelText(/Event name/), 'Last week');
    await user.type(within(dialog).getByLabelText(/Location/), 'The Track');
    await user.type(within(dialog).getByLabelText(/^Date/), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await screen.findAllByText(/Event date must be in the future/)).not.toHaveLength(0);
  });
});
