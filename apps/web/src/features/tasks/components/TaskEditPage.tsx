import { Alert, Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSilentError } from '../../../shared/api';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm, type FieldErrors } from '../../../shared/form/useValidatedForm';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCreateTask } from '../api/useTasks';
import { defaultTaskValues, parseTaskForm, serverFields, validateTaskForm, type TaskFormValues } from '../taskForm';
import { TaskFormFields } from './TaskFormFields';

/** The server's per-field verdicts (400 with errors[]) under the form's own fields. */
function fieldErrorsOf(error: unknown): FieldErrors<TaskFormValues> {
  const fields: FieldErrors<TaskFormValues> = {};
  if (!isApiError(error)) return fields;
  for (const { field, message } of error.errors) {
    const name = serverFields[field];
    if (name && !fields[name]) fields[name] = message;
  }
  return fields;
}

/** /task-edit: a family's own task, for every parent of the family. */
export function TaskEditPage() {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const [initial] = useState(() => defaultTaskValues(Math.floor(Date.now() / 1000)));
  const form = useValidatedForm<TaskFormValues>(initial, validateTaskForm);
  const field = useFieldProps(form);
  const create = useCreateTask();
  const [problem, setProblem] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field with a problem gets the focus (and scrolls into view).
  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(false);
    focusFirstProblem();
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
          const fields = fieldErrorsOf(error);
          form.setServerErrors(fields);
          setProblem(Object.keys(fields).length === 0);
          focusFirstProblem();
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
              <Alert color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
                {t('createFailed')}
              </Alert>
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
