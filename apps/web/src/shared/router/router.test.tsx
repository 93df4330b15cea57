import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Navigate, Route, Routes, StaticRouter, useNavigate, useSearchParams } from '.';
import { Where, where } from './__fixtures__/where';

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
