import type { RedFlag } from '@t1d/contract';

/** How far back the care team's page looks: the command's own limit. */
export const HISTORY_DAYS = 90;

/** The flags grouped by child, children by name, each child's flags newest first as the server sends them. */
export function byChild(flags: readonly RedFlag[]): { childId: number; name: string; flags: RedFlag[] }[] {
  const groups = new Map<number, { childId: number; name: string; flags: RedFlag[] }>();
  for (const flag of flags) {
    const group = groups.get(flag.child_id) ?? { childId: flag.child_id, name: flag.name, flags: [] };
    group.flags.push(flag);
    groups.set(flag.child_id, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}
