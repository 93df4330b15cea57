import type { WorkflowStatus } from '@t1d/contract';
import { Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { workflowTimeline, type TimelineStep, type TimelineStepId, type TimelineStepStatus } from '../timeline';

const look: Record<TimelineStepStatus, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  completed: { color: 'primary', variant: 'filled' },
  inProgress: { color: 'warning', variant: 'light' },
  notStarted: { color: 'primary', variant: 'outline' },
  pending: { color: 'gray', variant: 'outline' },
};

function Marker({ step, index }: { step: TimelineStep; index: number }) {
  const { color, variant } = look[step.status];
  return (
    <ThemeIcon radius="xl" size={32} color={color} variant={variant} aria-hidden>
      {step.status === 'completed' ? (
        <Icon name="check" size={18} strokeWidth={2.5} />
      ) : step.status === 'inProgress' ? (
        <Icon name="clock" size={18} />
      ) : (
        <Text component="span" fw={700} size="sm">
          {index + 1}
        </Text>
      )}
    </ThemeIcon>
  );
}

interface WorkflowTimelineProps {
  status: WorkflowStatus;
  /** The step whose page this is: marked as the current step. */
  current?: TimelineStepId;
  /** What goes under the actionable step (the dashboard puts the step's action there). */
  action?: ReactNode;
}

/**
 * The three steps of the care plan, each Completed, In Progress or Pending. The
 * status is written next to every step, and the markers differ in shape (tick, clock, number), so
 * nothing depends on colour alone.
 */
export function WorkflowTimeline({ status, current, action }: WorkflowTimelineProps) {
  const { t } = useTranslation('consultation');
  const steps = workflowTimeline(status);
  return (
    <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('timeline.label')}>
      {steps.map((step, index) => {
        const here = step.id === current;
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.id}
            aria-current={here ? 'step' : undefined}
            px="xs"
            pt="xs"
            bg={here ? 'primary.0' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group wrap="nowrap" align="stretch" gap="sm">
              <Stack align="center" gap={4}>
                <Marker step={step} index={index} />
                {!last && <Box w={2} mih={12} style={{ flex: 1 }} bg={step.status === 'completed' ? 'primary.6' : 'gray.3'} aria-hidden />}
              </Stack>
              <Stack gap={4} pb="sm" miw={0} style={{ flex: 1 }}>
                <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {t(`steps.${step.id}`)}
                  </Text>
                  <Badge size="sm" variant="light" color={look[step.status].color} style={{ flexShrink: 0 }}>
                    {t(`stepStatus.${step.status}`)}
                  </Badge>
                </Group>
                {here && (
                  <Text size="xs" c="dimmed">
                    {t('timeline.thisPage')}
                  </Text>
                )}
                {step.actionable && action}
              </Stack>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
