import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type NavigateFunction,
} from '.';
import { renderToString } from 'react-dom/server';

/** The page shown, as the router sees it. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}

const where = () => screen.getByLabelText('where').textContent;

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

describe('a redirect and the query', () => {
  it('Navigate replaces the page it is drawn on, with the state it is given', async () => {
    await act(
      async () =>
        void render(
          <MemoryRouter initialEntries={['/admin']}>
            <Routes>
              <Route path="/admin" element={<Navigate to="/admin/setup" replace state={{ opened: true }} />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>,
        ),
    );
    expect(where()).toBe('/admin/setup {"opened":true}');
  });

  it('a new query stays on the path, drops the fragment, and adds an entry unless told to replace it', async () => {
    function Pager() {
      const [params, setParams] = useSearchParams();
      const navigate = useNavigate();
      return (
        <>
          <p>page {params.get('page') ?? '1'}</p>
          <button onClick={() => setParams({ page: '2' })}>Next</button>
          <button onClick={() => setParams((current) => (current.set('type', 'child'), current), { replace: true })}>Child</button>
          <button onClick={() => navigate(-1)}>Back</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/coins-earned-logs#top']}>
        <Pager />
        <Where />
      </MemoryRouter>,
    );
    const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
    await click('Next');
    expect(where()).toBe('/coins-earned-logs?page=2');
    expect(screen.getByText('page 2')).toBeTruthy();
    await click('Child');
    expect(where()).toBe('/coins-earned-logs?page=2&type=child');
    // One step back is the first page: the replaced query added no entry of its own.
    await click('Back');
    expect(where()).toBe('/coins-earned-logs#top');
  });
});

describe('the static router', () => {
  it('renders the page at its address, and a redirect there does nothing', () => {
    const html = renderToString(
      <StaticRouter location="/signup?tab=signin">
        <Where />
        <Navigate to="/home" />
      </StaticRouter>,
    );
    expect(html).toContain('/signup?tab=signin');
  });

  it('names the hook used outside a router', () => {
    expect(() => renderToString(<Where />)).toThrow('useLocation() is used outside the app’s router'.replace('’', "'"));
  });
});
