import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DrawnLaterContext } from './drawnLater';
import { SectionCard } from './SectionCard';
import { SectionWordingContext } from './sectionWording';

const tasksCard = (
  <SectionCard
    id="my-tasks"
    title="My tasks"
    icon="tasks"
    color="warning"
    link={{ to: '/tasks', label: 'See all', ariaLabel: 'See all tasks' }}
  >
    <p>Share the care plan with school</p>
  </SectionCard>
);

describe('a dashboard card’s frame (plain elements, ADR 0051)', () => {
  it('is a region named by its level-2 title, with its link to the whole story and its content', () => {
    renderWithProviders(tasksCard);
    const card = screen.getByRole('region', { name: 'My tasks' });
    expect(card.id).toBe('my-tasks');
    expect(screen.getByRole('heading', { level: 2, name: 'My tasks' }).id).toBe('my-tasks-title');
    expect(screen.getByRole('link', { name: 'See all tasks' }).getAttribute('href')).toBe('/tasks');
    expect(card.textContent).toContain('Share the care plan with school');
    // Its icon in the theme colour's light variant, hidden from screen readers.
    const icon = card.querySelector('[aria-hidden="true"] svg')!.parentElement!;
    expect(icon.style.getPropertyValue('--light-icon-bg')).toBe('var(--mantine-color-warning-light)');
    expect(icon.style.getPropertyValue('--light-icon-color')).toBe('var(--mantine-color-warning-light-color)');
  });

  it('on the dashboard takes the configuration’s title, and its info button opens what the section is about', async () => {
    renderWithProviders(
      <SectionWordingContext.Provider value={{ title: 'Our tasks', info: 'Tasks the family takes on.\nEach pays coins.' }}>
        {tasksCard}
      </SectionWordingContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Our tasks' })).toBeTruthy();
    const info = screen.getByRole('button', { name: 'About Our tasks' });
    expect(info.getAttribute('type')).toBe('button');
    fireEvent.click(info);
    const dialog = await screen.findByRole('dialog', { name: 'Our tasks' });
    expect(dialog.textContent).toContain('Tasks the family takes on.');
    expect(dialog.textContent).toContain('Each pays coins.');
  });

  it('drawn later, shows its title and says its content is loading, with nothing to tap yet', () => {
    renderWithProviders(<DrawnLaterContext.Provider value>{tasksCard}</DrawnLaterContext.Provider>);
    expect(screen.getByRole('region', { name: 'My tasks' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Share the care plan with school')).toBeNull();
  });

  it('without a configuration (outside the dashboard) has no info button', () => {
    renderWithProviders(tasksCard);
    expect(screen.queryByRole('button', { name: /^About/ })).toBeNull();
  });
});
