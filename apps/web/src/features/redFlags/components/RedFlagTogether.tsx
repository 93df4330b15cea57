import type { RedFlag } from '@t1d/contract';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { RedFlagActions } from './RedFlagActions';
import { RedFlagStatus } from './RedFlagStatus';
import { RedFlagSteps } from './RedFlagSteps';

/**
 * The part of a red flag the whole family shares (ADR 0031): where it is, who did what and when, and
 * what this parent can do next.
 */
export function RedFlagTogether({ flag }: { flag: RedFlag }) {
  const { t } = useTranslation('redFlags');
  const stepsId = useId();
  return (
    <Stack gap="xs">
      <Group gap="xs" align="center">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('status.label')}
        </Text>
        <RedFlagStatus flag={flag} />
      </Group>
      <Box>
        <Text id={stepsId} size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
          {t('steps.title')}
        </Text>
        <RedFlagSteps steps={flag.steps} labelledBy={stepsId} />
      </Box>
      <RedFlagActions flag={flag} />
    </Stack>
  );
}
