import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConsoleNav } from './ConsoleNav';

function renderNav(path: string) {
  renderWithProviders(<ConsoleNav />, { path });
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  const toggle = within(nav).getByRole('button');
  const sections = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!sections) throw new Error('the button names no list of sections');
  return { nav, toggle, sections };
}

describe('the console sections on a phone', () => {
  it('names the open section on a closed button', () => {
    const { toggle, sections } = renderNav('/admin/content/tips');
    expect(toggle.textContent).toBe('Content');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sections.hasAttribute('data-open')).toBe(false);
  });

  it('shows every section when pressed, and closes once one is chosen', () => {
    const { toggle, sections } = renderNav('/admin/setup');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sections.hasAttribute('data-open')).toBe(true);
    const links = within(sections)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Setup',
      'Texts',
      'Home configurations',
      'Content',
      'Settings',
      'Clinic desk',
      'Game keys',
      'Audit log',
      'Parent view',
    ]);
    fireEvent.click(within(sections).getByRole('link', { name: 'Audit log' }));
    expect(toggle.textContent).toBe('Audit log');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(sections).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const { toggle, sections } = renderNav('/admin/setup');
    fireEvent.click(toggle);
    const link = within(sections).getByRole('link', { name: 'Texts' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('names the console itself on a page of no section', () => {
    const { toggle } = renderNav('/admin');
    expect(toggle.textContent).toBe('Operator console');
  });
});
