import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, NavLink, useNavigate } from '.';
import { Where, where } from './__fixtures__/where';

describe('a link', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tasks'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows a plain click on a link as a new history entry that keeps what the page was sent with', async () => {
    render(
      <BrowserRouter>
        <Link to="/task/3?from=list#notes" state={{ from: 'list' }}>
          Task 3
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'Task 3' });
    expect(link.getAttribute('href')).toBe('/task/3?from=list#notes');
    const before = window.history.state as { idx: number };
    await act(async () => void fireEvent.click(link));
    expect(where()).toBe('/task/3?from=list#notes {"from":"list"}');
    expect(window.location.pathname).toBe('/task/3');
    // The entry's shape is what main.tsx reads to decide whether a prerendered page can be hydrated.
    expect(window.history.state).toEqual({ usr: { from: 'list' }, key: expect.any(String), idx: before.idx + 1 });
  });

  it('leaves to the browser a click that opens a new tab, another button’s, a link with a target, and another site’s', async () => {
    render(
      <BrowserRouter>
        <Link to="/home">Home</Link>
        <Link to="/home" target="_blank">
          Home in a tab
        </Link>
        <Link to="https://example.org/help">Help</Link>
        <Where />
      </BrowserRouter>,
    );
    // The test's document goes nowhere itself: after the router has had the click (React listens on the
    // page's root, below the document), the browser's own following of the link is held back here.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const home = screen.getByRole('link', { name: 'Home' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      await act(async () => void fireEvent.click(home, click));
    }
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Home in a tab' })));
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('href')).toBe('https://example.org/help');
    await act(async () => void fireEvent.click(help));
    document.removeEventListener('click', stay);
    expect(where()).toBe('/tasks');
  });

  it('replaces the entry for a link to the page already shown, and goes back with navigate(-1)', async () => {
    function Back() {
      const navigate = useNavigate();
      return <button onClick={() => navigate(-1)}>Back</button>;
    }
    render(
      <BrowserRouter>
        <Link to="/tasks">Tasks</Link>
        <Link to="/home">Home</Link>
        <Back />
        <Where />
      </BrowserRouter>,
    );
    const start = (window.history.state as { idx: number }).idx;
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Tasks' })));
    expect((window.history.state as { idx: number }).idx).toBe(start);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(where()).toBe('/home');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await popped;
    });
    expect(where()).toBe('/tasks');
  });
});

describe('a navigation link', () => {
  it('marks itself the current page on its own page and below it, never the root for every page', () => {
    render(
      <MemoryRouter initialEntries={['/admin/content/gifts']}>
        <NavLink to="/admin/content">Content</NavLink>
        <NavLink to="/admin/setup">Setup</NavLink>
        <NavLink to="/admin" end>
          Console
        </NavLink>
        <NavLink to="/">Start</NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Content' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Setup' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Console' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Start' }).hasAttribute('aria-current')).toBe(false);
  });
});
