import { matchPath } from './router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the path table', () => {
  it('builds addresses its own patterns match', () => {
    const built = [
      paths.splash(),
      paths.signup({ tab: 'signin' }),
      paths.childSignup({ invite_code: 'inv_a' }),
      paths.tokenHandler('?token=t'),
      paths.home('my-tasks'),
      paths.homeDev(),
      paths.familyMembers(),
      paths.addFamilyMember({ type: 'child' }),
      paths.invitationDisplay({ invitationData: '{}', invitationType: 'parent' }),
      paths.childLoginInfo(9),
      paths.task(12),
      paths.goal(3),
      paths.fitness(2, 'warning', { dev: true }),
      paths.clinicDesk(),
    ];
    const patterns = [
      paths.splash,
      paths.signup,
      paths.childSignup,
      paths.tokenHandler,
      paths.home,
      paths.homeDev,
      paths.familyMembers,
      paths.addFamilyMember,
      paths.invitationDisplay,
      paths.childLoginInfo,
      paths.task,
      paths.goal,
      paths.fitness,
      paths.clinicDesk,
    ].map((entry) => entry.pattern);
    built.forEach((address, index) => {
      const pathname = new URL(address, 'http://app.example').pathname;
      expect(matchPath(patterns[index]!, pathname), address).not.toBeNull();
    });
  });

  it('fills parameters and encodes the query', () => {
    expect(paths.childLoginInfo(9)).toBe('/child-login-info/9');
    expect(paths.task('a/b')).toBe('/task/a%2Fb');
    expect(paths.home()).toBe('/home');
    expect(paths.home('red-flags-section')).toBe('/home#red-flags-section');
    expect(paths.signup()).toBe('/signup');
    expect(paths.signup({ tab: 'signin' })).toBe('/signup?tab=signin');
    expect(paths.childSignup({ invite_code: 'inv_a b' })).toBe('/child-signup?invite_code=inv_a%20b');
    expect(paths.addFamilyMember({ type: 'parent' })).toBe('/add-family-member?type=parent');
    expect(paths.invitationDisplay({ invitationData: '{"a":1}', invitationType: 'child' })).toBe(
      '/invitation-display?invitationData=%7B%22a%22%3A1%7D&invitationType=child',
    );
    expect(paths.fitness(2, 'warning', { dev: true })).toBe('/fitness/2/warning?dev=true');
  });

  it('keeps a search from the address exactly as it came', () => {
    expect(paths.signup('?campaign=spring&hospital=St%20Mary')).toBe('/signup?campaign=spring&hospital=St%20Mary');
    expect(paths.signup('')).toBe('/signup');
    expect(paths.tokenHandler('token=abc')).toBe('/token-handler?token=abc');
  });
});
