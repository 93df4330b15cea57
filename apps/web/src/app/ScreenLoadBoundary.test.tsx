import { screen, within } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../shared/router';
import { forgetSession, storeAuth } from '../shared/session';
import { emergencyNumbersRequest, urgentLearningRequests } from '../test/emergency';
import { signedInParent } from '../test/fixtures';
import { answer, stubCommands } from '../test/gateway';
import { renderWithProviders } from '../test/render';
import { answerHealth, watchReload } from '../test/serverHealth';
import { PublicLayout } from './layout/PublicLayout';
import { SignedInLayout } from './layout/SignedInLayout';
import { logCaughtError } from './caughtErrors';
import { ScreenLoadFailed, ScreenLoadTimeout, withinChunkLoadTimeout } from '../shared/pwa/chunkLoad';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetSession();
});

/** A screen whose code never arrives, as offline on a first visit before the app's worker holds it. */
const Unreachable = lazy(() => Promise.reject(new Error('error loading dynamically imported module')));

/** `layout` around a screen that cannot load, at /tasks, under the app's Suspense. */
function renderFailingIn(layout: ReactElement) {
  renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route element={layout}>
          <Route path="/tasks" element={<Unreachable />} />
        </Route>
      </Routes>
    </Suspense>,
    { path: '/tasks' },
  );
}

/** A signed-in parent's page that cannot load, in the signed-in layout (which reads the red flags' count). */
function renderFailingForParent() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storeAuth(signedInParent);
  const flags = 'RedFlagIntervention.getInterventionsForParentAndChildren';
  stubCommands({
    ...emergencyNumbersRequest(),
    ...urgentLearningRequests(),
    [flags]: () => answer(flags, { total: 0, all_total: 0, data: [] }),
  });
  renderFailingIn(<SignedInLayout />);
}

describe('a screen that cannot load', () => {
  it('gives up after 120 s, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const loading = withinChunkLoadTimeout(never);
    const outcome = vi.fn();
    loading.catch(outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.mock.calls[0]?.[0]).toBeInstanceOf(ScreenLoadTimeout);
    await expect(withinChunkLoadTimeout(Promise.resolve('arrived'))).resolves.toBe('arrived');
  });

  it('says so, with a way to try again, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new ScreenLoadTimeout()));
    renderWithProviders(
      <ScreenLoadBoundary resetKey="/tasks">
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ScreenLoadBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This page took too long to load');
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('a page that cannot load in its layout', () => {
  it('keeps the header and the navigation of a signed-in parent, with the emergency number to call', async () => {
    renderFailingForParent();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('This page could not be opened');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const call = await within(failure).findByRole('link', { name: 'Call 112' });
    expect(call.getAttribute('href')).toBe('tel:112');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Red Flags/ })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('alert')).toBe(failure);
  });

  it('keeps the header for a visitor, with no number while none is known', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = stubCommands({});
    renderFailingIn(<PublicLayout />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Part of the app could not be downloaded');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(failure).queryByRole('link')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('"Try again" on a page that could not load', () => {
  it('where the server cannot be reached, stays with the emergency number and says a connection is needed', async () => {
    const reload = watchReload();
    renderFailingForParent();
    const failure = await screen.findByRole('alert');
    await within(failure).findByRole('link', { name: 'Call 112' });
    const asked = answerHealth(() => Promise.reject(new TypeError('Failed to fetch')));
    within(failure).getByRole('button', { name: 'Try again' }).click();
    expect(await within(failure).findByText("This needs a connection. Try again when you're back online.")).toBeTruthy();
    expect(asked).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    expect(reload).not.toHaveBeenCalled();
    expect(within(failure).getByRole('link', { name: 'Call 112' })).toBeTruthy();
  });

  it('where the server answers, opens the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = watchReload();
    stubCommands({});
    renderFailingIn(<PublicLayout />);
    const failure = await screen.findByRole('alert');
    answerHealth(() => Promise.resolve(new Response('{"status":"ok"}')));
    within(failure).getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(failure.textContent).not.toContain('This needs a connection');
  });

  it("where only a proxy's error answers, stays and says a connection is needed", async () => {
    const reload = watchReload();
    stubCommands({});
    renderFailingIn(<PublicLayout />);
    const failure = await screen.findByRole('alert');
    answerHealth(() => Promise.resolve(new Response('Bad Gateway', { status: 502 })));
    within(failure).getByRole('button', { name: 'Try again' }).click();
    expect(await within(failure).findByText("This needs a connection. Try again when you're back online.")).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('what a boundary caught', () => {
  it('a screen whose code did not arrive is not logged: the screen says so itself', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await withinChunkLoadTimeout(Promise.reject(new TypeError('error loading dynamically imported module'))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ScreenLoadFailed);
    logCaughtError(failure);
    logCaughtError(new ScreenLoadTimeout());
    expect(logged).not.toHaveBeenCalled();
    const bug = new Error('a screen that throws as it draws');
    logCaughtError(bug);
    expect(logged).toHaveBeenCalledWith(bug);
  });
});
