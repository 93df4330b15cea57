import { Alert, Button, Stack } from '@mantine/core';
import { useTranslateMessage } from '../../../shared/i18n';
import { Icon } from '../../../shared/ui/icons';

/** The end of each add-a-member form: what went wrong (if anything), then the button. */
export function SubmitRow({ problem, loading, label }: { problem: string | null; loading: boolean; label: string }) {
  const translateMessage = useTranslateMessage();
  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
          {translateMessage(problem)}
        </Alert>
      )}
      <Button type="submit" fullWidth loading={loading}>
        {label}
      </Button>
    </Stack>
  );
}
