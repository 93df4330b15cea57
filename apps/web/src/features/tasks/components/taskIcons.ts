import type { IconName } from '../../../shared/ui/icons';
import type { TaskAction } from '../taskList';

/** What kind of task a row is, beside its name. */
export const taskKindIcon: Record<TaskAction, IconName> = { website: 'world', video: 'play', other: 'check' };

/** The action button's icon: a website opens outside the app, and its button says so. */
export const taskActionIcon: Record<TaskAction, IconName> = { website: 'externalLink', video: 'play', other: 'check' };
