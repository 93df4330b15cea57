import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignedInLayout } from './SignedInLayout';

/** A screen whose code arrives when the test says so, as a lazy screen's chunk does (app/lazyScreen.tsx). */
function screenOnItsWay() {
  let arrive!: () => void;
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>The screen</h1> });
  });
  return { Screen: lazy(() => code), arrive: () => act(async () => arrive()) };
}

describe('the signed-in frame', () => {
  // A screen and the frame suspended as one tree: at an installed app's start React drew the whole
  // dashboard, threw it away and drew it again (ADR 0049).
  it('is drawn while the screen’s code is on its way, and stays the same frame once the screen is in', async () => {
    const { Screen, arrive } = screenOnItsWay();
    renderWithProviders(
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route path="/home" element={<Screen />} />
        </Route>
      </Routes>,
      { path: '/home' },
    );
    const header = screen.getByRole('banner');
    const navigation = screen.getByRole('link', { name: 'Red Flags' });
    expect(screen.getByRole('main').querySelector('[role="status"]')?.textContent).toBe('Loading...');

    await arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.getByRole('main').querySelector('[role="status"]')).toBeNull();
    expect(header.isConnected && navigation.isConnected).toBe(true);
  });
});
