import { Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSilentError } from '../../../shared/api';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useFocusFirstInvalid } from '../../../shared/ui/useFocusFirstInvalid';
import { useCreateTask } from '../api/useTasks';
import { defaultTaskValues, formFieldErrors, parseTaskForm, validateTaskForm, type TaskFormValues } from '../taskForm';
import { TaskFormFields } from './TaskFormFields';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/** /task-edit: a family's own task, for every parent of the family. */
export function TaskEditPage() {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const [initial] = useState(() => defaultTaskValues(Math.floor(Date.now() / 1000)));
  const form = useValidatedForm<TaskFormValues>(initial, validateTaskForm);
  const field = useFieldProps(form);
  const create = useCreateTask();
  const [problem, setProblem] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(false);
    focusFirstInvalid();
    form.submit((values) => {
      const input = parseTaskForm(values);
      if (!input) return;
      create.mutate(input, {
        onSuccess: (task) => {
          notifications.show({ color: 'primary', message: t('created', { name: task.name }) });
          navigate('/tasks');
        },
        onError: (error) => {
          if (isSilentError(error)) return;
          // The server's per-field verdicts (400 with errors[]) under the form's own fields.
          const fields = isApiError(error) ? formFieldErrors(error.errors) : {};
          form.setServerErrors(fields);
          setProblem(Object.keys(fields).length === 0);
          focusFirstInvalid();
        },
      });
    });
  };

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('create')} intro={t('createIntro')} back={{ to: '/tasks', label: t('backToTasks') }} />
      <Paper withBorder radius="lg" p="md">
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('create')}>
          <Stack gap="md">
            <TaskFormFields values={form.values} errors={form.errors} field={field} setField={form.setField} />
            {problem && (
              <ErrorAlert>{t('createFailed')}</ErrorAlert>
            )}
            <Button type="submit" loading={create.isPending} fullWidth>
              {t('createSubmit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
