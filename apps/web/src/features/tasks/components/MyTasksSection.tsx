import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { cardContent } from '../../../shared/ui/cardContent';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useParentTasks } from '../api/useTasks';

// The list, its check boxes and its coin overlay are the dashboard's heaviest card: fetched after the first cards.
const TaskList = cardContent('my_tasks', () => import('./TaskList').then((module) => module.TaskList));

/** Dashboard section my_tasks: the first open tasks, doable in place, and the way to all of them. */
export function MyTasksSection() {
  const { t } = useTranslation('tasks');
  // Asked by the card itself, so the read leaves with the dashboard's first batch while the card's
  // content waits to be drawn (shared/ui/drawnLater.ts).
  useParentTasks();
  return (
    <SectionCard
      id="my-tasks"
      title={t('sectionTitle')}
      icon="tasks"
      link={{ to: paths.tasks(), label: t('seeAll', { ns: 'common' }), ariaLabel: t('seeAllTasks') }}
    >
      <TaskList limit={3} />
    </SectionCard>
  );
}
