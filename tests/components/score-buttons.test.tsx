/**
 * The card's score buttons (issue 28): one player's score on one hole in one
 * or two taps round par, a pick-up in one tap (stored as null), the chosen
 * value marked, nothing written once the card is submitted.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScoreButtons } from '@/features/scoring/member/components/ScoreButtons';
import { renderWithApp } from './render';

function renderButtons(props: Partial<Parameters<typeof ScoreButtons>[0]> = {}) {
  const onEnter = vi.fn();
  renderWithApp(
    <ScoreButtons
      name="Ava Marker"
      par={4}
      received={1}
      value={undefined}
      running="0 pts · thru 0 · 0 strokes"
      enabled
      onEnter={onEnter}
      {...props}
    />,
  );
  return onEnter;
}

describe('score buttons', () => {
  it('offers par − 1 to par + 2 as one tap each, and a pick-up as null', async () => {
    const onEnter = renderButtons();
    for (const n of [3, 4, 5, 6]) await userEvent.click(screen.getByRole('button', { name: `Ava Marker: ${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Ava Marker: pick up' }));
    expect(onEnter.mock.calls).toEqual([[3], [4], [5], [6], [null]]);
    expect(screen.getByText('1 stroke')).toBeTruthy();
  });

  it('reaches other scores with − and + from the entry (two taps for a 7 on a par 4)', async () => {
    const onEnter = renderButtons({ value: 6 });
    await userEvent.click(screen.getByRole('button', { name: 'Ava Marker: one more (7)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ava Marker: one fewer (5)' }));
    expect(onEnter.mock.calls).toEqual([[7], [5]]);
    expect(screen.getByRole('button', { name: 'Ava Marker: 6' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts − below the quick buttons when there is no number yet, never under 1', async () => {
    const onEnter = renderButtons({ par: 3, value: null });
    await userEvent.click(screen.getByRole('button', { name: 'Ava Marker: one fewer (1)' }));
    expect(onEnter).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Ava Marker: pick up' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('hole-entry').textContent).toBe('P/U');
  });

  it('writes nothing once the card is no longer open, and shows where the records differ', async () => {
    const onEnter = renderButtons({ enabled: false, value: 5, differs: "Ava Marker's own record says 4" });
    await userEvent.click(screen.getByRole('button', { name: 'Ava Marker: 4' }));
    expect(onEnter).not.toHaveBeenCalled();
    expect(screen.getByTestId('differs').textContent).toBe("Ava Marker's own record says 4");
  });
});
