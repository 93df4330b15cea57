import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { leaveFor } from '../leave';
import { ChildGameLoginPage, gameLoginAddress } from './ChildGameLoginPage';

vi.mock('../leave', () => ({ leaveFor: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
});

const options = (game_url: string) => ({
  'CommonSso.getSignInOptions': () => answer('CommonSso.getSignInOptions', { google: false, game_url }),
});

describe('a child login link', () => {
  it("goes on to the game's sign-in page with its token, not one Back away", async () => {
    stubCommands(options('https://play.example.org/login?lang=en'));
    renderWithProviders(<ChildGameLoginPage />, { path: '/child-login?login_token=abc_123' });
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://play.example.org/login?lang=en&login_token=abc_123', { replace: true }),
    );
    expect(screen.getByRole('link', { name: 'Open the game' }).getAttribute('href')).toContain('login_token=abc_123');
  });

  it('says so when the deployment has no game address, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    stubCommands(options(''));
    renderWithProviders(<ChildGameLoginPage />, { path: '/child-login?login_token=abc' });
    const said = await screen.findByText(/此服务器尚未设置游戏地址/);
    // A child made without a password has none to sign in with: the page never asks for one.
    expect(said.textContent).not.toMatch(/密码/);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('never tells a child to sign in with a password they may not have', async () => {
    stubCommands(options(''));
    renderWithProviders(<ChildGameLoginPage />, { path: '/child-login?login_token=abc' });
    const said = await screen.findByText(/address is not set up on this server/);
    expect(said.textContent).not.toMatch(/password/i);
    expect(said.textContent).toMatch(/ask the parent who sent you the link/);
  });

  it('says a link without its token is incomplete', async () => {
    stubCommands(options('https://play.example.org/login'));
    renderWithProviders(<ChildGameLoginPage />, { path: '/child-login' });
    expect((await screen.findByRole('alert')).textContent).toContain('This login link is incomplete.');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('builds the address only from a usable game page and token', () => {
    expect(gameLoginAddress('', 't')).toBeNull();
    expect(gameLoginAddress('not a url', 't')).toBeNull();
    expect(gameLoginAddress('https://g.example/login', '')).toBeNull();
    expect(gameLoginAddress('https://g.example/login', 'a b')).toBe('https://g.example/login?login_token=a+b');
  });
});
