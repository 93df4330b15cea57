import { Button, Stack } from '@mantine/core';
import { useTranslateMessage } from '../../../shared/i18n';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/** The end of each add-a-member form: what went wrong (if anything), then the button. */
export function SubmitRow({ problem, loading, label }: { problem: string | null; loading: boolean; label: string }) {
  const translateMessage = useTranslateMessage();
  const serverAction = useServerAction();
  return (
    <Stack gap="sm">
      {problem && <ErrorAlert>{translateMessage(problem)}</ErrorAlert>}
      <Button type="submit" {...serverAction} fullWidth loading={loading}>
        {label}
      </Button>
    </Stack>
  );
}
