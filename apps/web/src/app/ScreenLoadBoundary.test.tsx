import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { logCaughtError } from './caughtErrors';
import { ScreenLoadFailed, ScreenLoadTimeout, withinChunkLoadTimeout } from '../shared/pwa/chunkLoad';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
