import { Paper, Stack, Text, ThemeIcon, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../shared/ui/icons';

interface StepCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
}

/** The card a workflow page is about: its step, what it means, and what to do now. */
export function StepCard({ icon, title, children }: StepCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" p="md" shadow="xs" aria-labelledby="step-card-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
            <Icon name={icon} size={22} />
          </ThemeIcon>
          <Title order={2} size="h4" id="step-card-title">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A step's finished or waiting state, said in words with an icon (not by colour alone). */
export function StepState({ icon, color, title, children }: { icon: IconName; color: string; title: string; children?: ReactNode }) {
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      p="sm"
      bg={`${color}.0`}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      role="status"
    >
      <ThemeIcon color={color} radius="xl" size={32} aria-hidden>
        <Icon name={icon} size={18} />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text fw={700}>{title}</Text>
        {children && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
