import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../icons';
import { useCopy } from './copyText';
import { Tooltip } from '../Tooltip';

interface CopyableValueProps {
  label: string;
  value: string;
  /** Names the copy button, e.g. "Copy invite code". */
  copyLabel: string;
}

/** A short value people read out or type elsewhere (a code, a login name), with a copy button. */
export function CopyableValue({ label, value, copyLabel }: CopyableValueProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
      <Stack gap={2} miw={0}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text ff="monospace" fz="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      <Tooltip label={copied ? t('share.copied') : copyLabel}>
        <ActionIcon variant="light" size={44} radius="xl" aria-label={copyLabel} onClick={() => void copy(value)}>
          <Icon name={copied ? 'check' : 'copy'} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
