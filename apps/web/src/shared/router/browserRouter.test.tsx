import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, Outlet, Route, Routes, useNavigate, useParams, useRoutes, type NavigateFunction } from '.';
import { Where, where } from './__fixtures__/where';

function Frame() {
  const { id } = useParams();
  return (
    <section aria-label={`frame ${id ?? ''}`}>
      <Outlet />
    </section>
  );
}

function Task() {
  return <p>task {useParams().id}</p>;
}

describe('the browser router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/tasks'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the address’s route inside its frames, with its parameters in each', () => {
    window.history.replaceState(null, '', '/task/9');
    render(
      <BrowserRouter>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/task/:id" element={<Task />} />
          </Route>
          <Route path="*" element={<p>not found</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByLabelText('frame 9').textContent).toContain('task 9');
  });

  it('shows a page another part of the page moved to with pushState and a popstate event', async () => {
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    await act(async () => {
      window.history.pushState(null, '', '/kids-progress');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/kids-progress');
  });

  it('does nothing when told to navigate while first drawn: a page moves in an effect or a handler', () => {
    function TooSoon() {
      const navigate = useNavigate();
      navigate('/home');
      return null;
    }
    render(
      <BrowserRouter>
        <TooSoon />
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/tasks');
    expect(window.location.pathname).toBe('/tasks');
  });

  it('lets the caller know of a state the history cannot keep, and of a replace that failed, instead of loading the page', async () => {
    const handle: { navigate?: NavigateFunction } = {};
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => {
        handle.navigate = navigate;
      }, [navigate]);
      return null;
    }
    render(
      <BrowserRouter>
        <Navigator />
      </BrowserRouter>,
    );
    const push = vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const replace = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    try {
      expect(() => handle.navigate?.('/home', { state: { at: 1 } })).toThrow('could not be cloned');
      expect(() => handle.navigate?.('/home', { replace: true })).toThrow('too many calls');
    } finally {
      push.mockRestore();
      replace.mockRestore();
    }
    expect(window.location.pathname).toBe('/tasks');
  });

  it('keeps the page up while the next one’s code is on its way: a change of page is a transition', async () => {
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(code);
      return <p>goals</p>;
    }
    function Table() {
      const [table] = useState(() => [
        { path: '/tasks', element: <p>tasks</p> },
        { path: '/goals', element: <Slow /> },
      ]);
      return useRoutes(table);
    }
    await act(
      async () =>
        void render(
          <BrowserRouter>
            <Suspense fallback={<p>loading</p>}>
              <Table />
            </Suspense>
            <Link to="/goals">Goals</Link>
          </BrowserRouter>,
        ),
    );
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Goals' })));
    expect(screen.getByText('tasks')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByText('goals')).toBeTruthy();
  });
});
