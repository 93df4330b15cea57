import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TaskList } from './TaskList';

/** /tasks: every open task, and the way to add one of the family's own. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('title')} intro={t('intro')} />
      <Button
        component={Link}
        to={paths.taskEdit()}
        variant="light"
        color="warning"
        leftSection={<Icon name="plus" size={18} />}
        w="fit-content"
      >
        {t('create')}
      </Button>
      <TaskList />
    </Stack>
  );
}
