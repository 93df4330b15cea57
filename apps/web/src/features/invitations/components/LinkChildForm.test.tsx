import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { LinkChildForm } from './LinkChildForm';

afterEach(() => vi.unstubAllGlobals());

const fill = (loginName: string, password: string) => {
  fireEvent.change(screen.getByLabelText("Child's login name"), { target: { value: loginName } });
  fireEvent.change(screen.getByLabelText("Child's game password"), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Link account' }));
};

describe('linking a child’s game account', () => {
  it('sends the login name with the child’s game password, the proof', async () => {
    const sent = stubGateway(() =>
      answer('ParentInviteHandler.link_child_by_login_name', {
        user_id: 5,
        login_name: 'skyrunner',
        real_name: null,
        name: 'skyrunner',
        role: 'child',
        is_child: true,
        avatar: null,
      }),
    );
    renderWithProviders(<LinkChildForm />);
    fill(' SkyRunner ', 'rocket42');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      cmd: 'ParentInviteHandler.link_child_by_login_name',
      child_login_name: 'SkyRunner',
      child_password: 'rocket42',
    });
  });

  it('asks for the password before sending anything', async () => {
    const sent = stubGateway(() => refuse('internal_error'));
    renderWithProviders(<LinkChildForm />);
    fill('skyrunner', '');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('says a wrong pair cannot be linked, under the login name', async () => {
    stubGateway(() => refuse('child_not_linkable'));
    renderWithProviders(<LinkChildForm />);
    fill('skyrunner', 'guess12');
    expect(await screen.findByText('No child account with this login name and password can be linked')).toBeTruthy();
  });

  it('says so when there were too many wrong passwords', async () => {
    stubGateway(() => refuse('too_many_attempts'));
    renderWithProviders(<LinkChildForm />);
    fill('skyrunner', 'guess12');
    expect(await screen.findByText('Too many attempts. Please wait and try again.')).toBeTruthy();
  });
});
