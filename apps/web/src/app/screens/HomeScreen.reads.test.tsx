import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyDashboard } from '../../test/dashboard';
import { stubCommands, type SentBody } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { HomeScreen } from './HomeScreen';

/** How many cards draw their content: all, or none (each then shows only its title). */
const drawing = vi.hoisted(() => ({ cards: Infinity }));

vi.mock('./cardsDrawnInTurn', () => ({ cardsDrawnFirst: 3, useCardsDrawnInTurn: () => drawing.cards }));

const commandsOf = (sent: SentBody[]) => [...new Set(sent.map((body) => body.cmd))].sort();
const hasInfoButton = (card: HTMLElement) => within(card).queryAllByRole('button', { name: /^About / }).length > 0;
const cards = () => [...document.querySelectorAll('section[id][aria-labelledby]')] as HTMLElement[];

describe('the dashboard’s reads', () => {
  it('all leave at once, even for the cards whose content is not drawn yet', async () => {
    drawing.cards = Infinity;
    const whole = stubCommands(emptyDashboard);
    const first = renderWithProviders(<HomeScreen />, { path: '/home' });
    // Drawn whole, every card has its info button; with no placeholder left, every read its content
    // makes has been answered (the tasks' too, which waits for the parent's code in the profile).
    await waitFor(() => expect(cards().every(hasInfoButton)).toBe(true));
    await waitFor(() => expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(0));
    const asked = commandsOf(whole);
    first.unmount();

    drawing.cards = 0;
    const titlesOnly = stubCommands(emptyDashboard);
    renderWithProviders(<HomeScreen />, { path: '/home' });
    await waitFor(() => expect(commandsOf(titlesOnly)).toEqual(asked));
    // Only the top section, which draws no content of its own later, has its info button.
    expect(
      cards()
        .filter(hasInfoButton)
        .map((card) => card.id),
    ).toEqual(['top-section']);
  });
});
