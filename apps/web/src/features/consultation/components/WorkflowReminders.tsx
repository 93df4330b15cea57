import { Alert, Stack } from '@mantine/core';
import { useLogFailure } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { useWorkflowReminders } from '../api/useWorkflow';

/** The care plan's reminders (DiabetsApprovalForm.checkNotifications) for steps waiting on the parent; nothing when none is due. */
export function WorkflowReminders() {
  const reminders = useWorkflowReminders();
  useLogFailure(reminders.error, 'Failed to check workflow reminders');
  const pending = reminders.data?.pending ?? [];
  if (pending.length === 0) return null;
  return (
    <Stack gap="xs">
      {pending.map((reminder) => (
        <Alert key={reminder.step} color="warning" variant="light" icon={<Icon name="bell" size={18} />} title={reminder.title}>
          {reminder.body}
        </Alert>
      ))}
    </Stack>
  );
}
