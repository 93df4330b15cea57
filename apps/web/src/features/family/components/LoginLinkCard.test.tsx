import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { LoginLinkCard } from './LoginLinkCard';

const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

afterEach(() => {
  vi.unstubAllGlobals();
  happyDOM.setURL('http://localhost:3000/');
});

/** Opens the child's page at `pageUrl` and makes a login link the server built as `linkUrl`. */
async function makeLink(pageUrl: string, linkUrl: string) {
  happyDOM.setURL(pageUrl);
  stubCommands({
    'ParentPasswordInfo.createLoginLink': () => answer('ParentPasswordInfo.createLoginLink', { url: linkUrl, expires_at: 1_700_000_600 }),
  });
  renderWithProviders(<LoginLinkCard childId={9} name="Mei" />);
  fireEvent.click(screen.getByRole('button', { name: 'Create login link' }));
  await screen.findByRole('img', { name: 'QR code of the login link' });
}

describe("a child's login link", () => {
  it('built on a loopback PUBLIC_URL while the page is open on another address, says other phones cannot open it and names PUBLIC_URL', async () => {
    await makeLink('http://192.168.1.20:3000/child-login-info/9', 'http://localhost:3000/child-login?login_token=abc');
    expect(screen.getByText('Other phones cannot open this link')).toBeTruthy();
    expect(screen.getByText(/It points at localhost:3000, .*PUBLIC_URL/)).toBeTruthy();
  });

  it('says nothing of the kind on the server’s own machine, or when PUBLIC_URL is the address families open', async () => {
    await makeLink('http://localhost:3000/child-login-info/9', 'http://localhost:3000/child-login?login_token=abc');
    expect(screen.queryByText('Other phones cannot open this link')).toBeNull();
  });

  it('says nothing of the kind for an https PUBLIC_URL', async () => {
    await makeLink(
      'https://families.example-hospital.org/child-login-info/9',
      'https://families.example-hospital.org/child-login?login_token=abc',
    );
    expect(screen.queryByText('Other phones cannot open this link')).toBeNull();
  });
});
