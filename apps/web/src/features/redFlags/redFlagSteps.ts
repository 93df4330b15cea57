import type { RedFlag, RedFlagStep } from '@t1d/contract';

/**
 * Who did a step, as the reader says it: 'you', a parent (by name; null when their account is gone),
 * or nobody: the app raised, reopened or reminded.
 */
type Actor = { kind: 'you' } | { kind: 'parent'; name: string | null } | { kind: 'app' };

const appSteps = new Set<RedFlagStep['kind']>(['raised', 'reopened', 'reminded']);

export function actorOf(step: Pick<RedFlagStep, 'kind' | 'by' | 'by_me'>): Actor {
  if (step.by_me) return { kind: 'you' };
  return appSteps.has(step.kind) ? { kind: 'app' } : { kind: 'parent', name: step.by };
}

/** The first parent who saw the flag since it was raised or last reopened, once one has. */
export function firstSeen(flag: RedFlag): RedFlagStep | undefined {
  const reopened = flag.steps.map((step) => step.kind).lastIndexOf('reopened');
  return flag.steps.slice(reopened + 1).find((step) => step.kind === 'seen');
}

/** What a parent may do with the flag now (the server checks the same, ADR 0031). */
export function availableMoves(flag: RedFlag): { takeOn: boolean; handle: boolean; resolve: boolean } {
  const open = flag.state === 'new' || flag.state === 'seen' || flag.state === 'on_it';
  return { takeOn: open && !flag.owner_is_me, handle: open, resolve: flag.state === 'handled' };
}
