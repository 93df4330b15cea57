import type { AuthData, CommandOutput, FamilyMember, Goal, Notification, RedFlag, Task, TokenValuation, UserProfile } from '@t1d/contract';

/** One parent task, open and undated unless `overrides` say otherwise. */
export function aTask(overrides: Partial<Task> & Pick<Task, 'id'>): Task {
  const { id, status = 0 } = overrides;
  return {
    task_instance_id: id,
    task_id: id,
    name: `Task ${id}`,
    desc: '',
    type: '4',
    content: '',
    status,
    coin_amount: 5,
    goal_category: '1',
    loop_type: 0,
    start_time: null,
    end_time: null,
    expires_at: null,
    expired: false,
    complete: status === 2,
    completed_at: null,
    family_task: false,
    ...overrides,
  };
}

/** One family goal, in progress; `category` fills the three fields a goal's category may come in. */
export function aGoal({
  id,
  name = `Goal ${id}`,
  category = '1',
  ...overrides
}: Partial<Goal> & Pick<Goal, 'id'> & { category?: Goal['category_id'] }): Goal {
  return {
    id,
    name,
    title: name,
    desc: '',
    status: 0,
    loop_type: 0,
    category_id: category,
    goal_category: category,
    goal_type: category,
    coin_amount: 5,
    icon: 'trophy',
    completed_at: null,
    ...overrides,
  };
}

/** What sign-in answers for parent 1 of family 1: `storeAuth(signedInParent)` signs a test in. */
export const signedInParent: AuthData = {
  user_id: 1,
  family_id: 1,
  p_code: 'P1',
  token: 'tok',
  persistent_token: 'p',
  real_name: null,
  webapp_version_key: null,
  email: 'a@b.co',
  hospital: null,
};

/** One unread red flag about Jun (child 9). */
export function aRedFlag(overrides: Partial<RedFlag> & Pick<RedFlag, 'id'>): RedFlag {
  return {
    child_id: 9,
    name: 'Jun',
    reason: `Reason ${overrides.id}`,
    intervention: `Intervention ${overrides.id}`,
    created_at: 1_800_000_000,
    is_read: false,
    // A flag someone has read is seen at least (the server moves it on the first reading).
    state: overrides.is_read ? 'seen' : 'new',
    owner: null,
    owner_is_me: false,
    suggestions: [{ key: 'talked', text: 'We talked about it together' }],
    steps: [{ kind: 'raised', by: null, by_me: false, at: 1_800_000_000, tried: [], note: '' }],
    ...overrides,
  };
}

/** One unread coins notification; a higher id is a minute older. */
export function aNotification(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  const { id } = overrides;
  return {
    title: `Title ${id}`,
    body: `Body ${id}`,
    message_type: 'coins',
    created_at: 1_800_000_000 - id * 60,
    is_read: false,
    ...overrides,
  };
}

/** A sign-in's answer (AuthData), as the gateway sends it to a browser: no persistent token in the body. */
export function anAuth(overrides: Partial<AuthData> = {}): AuthData {
  return {
    user_id: 7,
    family_id: 3,
    p_code: 'P-ABCDEFGH',
    token: 'session-token',
    real_name: null,
    webapp_version_key: null,
    email: 'parent@example.com',
    hospital: null,
    ...overrides,
  };
}

/** A parent's profile, a new family's unless `overrides` say otherwise (`is_operator: true` for the clinic). */
export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: 1,
    family_id: 1,
    p_code: 'P1',
    email: 'mum@example.com',
    real_name: 'Mei',
    hospital_name: null,
    campaign_name: 'Spring',
    campaign: 'Spring',
    webapp_version_key: null,
    location: null,
    role: 'parent',
    is_operator: false,
    created_at: 1_700_000_000,
    ...overrides,
  };
}

type TokenBalanceAnswer = CommandOutput<'ParentTokensHandler.get_balance'>;

/** A family's token balance, worth 1 a token, with the programme's default ways to earn (the game's acts, no milestone on). */
export function aTokenBalance(overrides: Partial<TokenBalanceAnswer> = {}): TokenBalanceAnswer {
  const totalTokens = overrides.total_tokens ?? 0;
  return {
    total_tokens: totalTokens,
    per_token_value: 1,
    total_value: totalTokens,
    currency: 'USD',
    ways_to_earn: { heroic_tokens_per_child_per_day: 20, milestones: [] },
    ...overrides,
  };
}

/** The valuation before the programme publishes one: no figures, no date. */
export const unpublishedValuation: TokenValuation = { total_tokens: null, market_value: null, currency: 'USD', published_at: null };

/** A child of the family as get_members answers it (filter_role 'child'). */
export function aChild(user_id: number, name: string): FamilyMember {
  return { user_id, login_name: name.toLowerCase(), real_name: name, name, role: 'child', is_child: true, avatar: null };
}
