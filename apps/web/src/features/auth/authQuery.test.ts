import { describe, expect, it } from 'vitest';
import { hasLinkValues, inviteCodeFromUrl, readAuthQuery as readWithChecks } from './authQuery';
import { linkChecks } from './validation';

const readAuthQuery = (search: string) => readWithChecks(search, linkChecks);

describe('invite codes from the URL', () => {
  it('keeps inv_ followed by letters, digits or underscores', () => {
    expect(inviteCodeFromUrl('inv_AbC_123')).toBe('inv_AbC_123');
  });

  it.each([null, '', 'inv_', 'INV_abc', 'abc', 'inv_abc-def', 'inv_abc def', 'inv_<script>', 'xinv_abc'])('ignores %j', (raw) => {
    expect(inviteCodeFromUrl(raw)).toBe('');
  });
});

describe('readAuthQuery', () => {
  it('selects Sign In only for tab=signin', () => {
    expect(readAuthQuery('?tab=signin').tab).toBe('signin');
    expect(readAuthQuery('').tab).toBe('signup');
    expect(readAuthQuery('?invite_code=inv_a1').tab).toBe('signup');
    // A campaign starts a new account, whatever the link's tab says.
    expect(readAuthQuery('?tab=signin&campaign=spring').tab).toBe('signup');
    expect(readAuthQuery('?tab=signin&campaign=').tab).toBe('signup');
    // An invitation is accepted by signing up, whatever the link's tab says.
    expect(readAuthQuery('?tab=signin&invite_code=inv_a1').tab).toBe('signup');
    expect(readAuthQuery('?tab=signin&invite_code=bogus').tab).toBe('signin');
  });

  it('fills the invitation fields and drops a malformed invite code', () => {
    expect(readAuthQuery('?invite_code=inv_a1&campaign=Spring%20Fair&hospital=St%20Mary')).toMatchObject({
      inviteCode: 'inv_a1',
      campaign: 'Spring Fair',
      hospital: 'St Mary',
    });
    expect(readAuthQuery('?invite_code=bogus').inviteCode).toBe('');
  });

  it('prefills a valid e-mail only', () => {
    expect(readAuthQuery('?email=parent%40example.com').email).toBe('parent@example.com');
    expect(readAuthQuery('?email=not-an-email').email).toBe('');
  });

  it('knows which links carry values to judge', () => {
    expect(hasLinkValues('?tab=signin&invite_code=inv_a1')).toBe(false);
    expect(hasLinkValues('?campaign=%20')).toBe(false);
    expect(hasLinkValues('?email=parent%40example.com')).toBe(true);
    expect(hasLinkValues('?hospital=St%20Mary')).toBe(true);
  });

  it('drops a campaign or hospital that sign-up would refuse, and says which', () => {
    expect(readAuthQuery('?campaign=x&hospital=St%20Mary')).toMatchObject({
      tab: 'signup',
      campaign: '',
      hospital: 'St Mary',
      dropped: ['campaign'],
    });
    expect(readAuthQuery('?campaign=Spring&hospital=%01bad')).toMatchObject({ campaign: 'Spring', hospital: '', dropped: ['hospital'] });
    expect(readAuthQuery(`?campaign=${'c'.repeat(500)}`)).toMatchObject({ campaign: '', dropped: ['campaign'] });
    expect(readAuthQuery('?campaign=Spring').dropped).toEqual([]);
  });
});
