import { Alert, Button, Text } from '@mantine/core';
import { Link } from '../../../shared/router';
import { Icon } from '../../../shared/ui/icons';

interface MissingStateProps {
  title: string;
  body: string;
  back: { to: string; label: string };
}

/** An item the address names but the library does not have (any more): say so, and offer the way back. */
export function MissingState({ title, body, back }: MissingStateProps) {
  return (
    <Alert color="warning" variant="light" icon={<Icon name="info" />} title={title} role="alert">
      <Text size="sm">{body}</Text>
      <Button
        component={Link}
        to={back.to}
        variant="white"
        color="warning"
        size="xs"
        mt="sm"
        leftSection={<Icon name="arrowLeft" size={16} />}
      >
        {back.label}
      </Button>
    </Alert>
  );
}
