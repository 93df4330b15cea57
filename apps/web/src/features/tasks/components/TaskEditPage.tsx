import { Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { isSilentError } from '../../../shared/api';
import { putVerdictsOnFields } from '../../../shared/wireForm/serverVerdicts';
import { paths } from '../../../shared/paths';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { useWireForm } from '../../../shared/wireForm';
import { useCreateTask } from '../api/useTasks';
import { defaultTaskValues, taskFormRules, type TaskFormValues } from '../taskForm';
import { TaskFormFields } from './TaskFormFields';

/** /task-edit: a family's own task, for every parent of the family. */
export function TaskEditPage() {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const [initialValues] = useState(() => defaultTaskValues(Math.floor(Date.now() / 1000)));
  const form = useWireForm<TaskFormValues>({ initialValues, validate: taskFormRules });
  const create = useCreateTask();
  const serverAction = useServerAction();
  const [problem, setProblem] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = form.onSubmit(async (values) => {
    // The rules judged the form already, so their module is in.
    const { parseTaskForm } = await import('../taskRules');
    const input = parseTaskForm(values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (task) => {
        notifications.show({ color: 'primary', message: t('created', { name: task.name }) });
        navigate(paths.tasks());
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        setProblem(putVerdictsOnFields(form, error, Object.keys(values)));
        focusFirstInvalid();
      },
    });
  }, focusFirstInvalid);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(false);
    submit(event);
  };

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('create')} intro={t('createIntro')} back={{ to: paths.tasks(), label: t('backToTasks') }} />
      <Paper withBorder radius="lg" p="md">
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('create')}>
          <Stack gap="md">
            <TaskFormFields form={form} />
            {problem && <ErrorAlert>{t('createFailed')}</ErrorAlert>}
            <Button type="submit" {...serverAction} loading={create.isPending} fullWidth>
              {t('createSubmit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
