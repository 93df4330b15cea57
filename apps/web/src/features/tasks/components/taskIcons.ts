import type { IconName } from '../../../shared/ui/icons';
import type { TaskAction } from '../taskList';

/**
 * What kind of task a row is, beside its name. Never a tick: beside a task not done yet, a tick would
 * read as done. Something the family does together (other) is a heart.
 */
export const taskKindIcon: Record<TaskAction, IconName> = { website: 'world', video: 'play', other: 'heart' };

/** The action button's icon: a website opens outside the app, and its button says so. */
export const taskActionIcon: Record<TaskAction, IconName> = { website: 'externalLink', video: 'play', other: 'check' };
