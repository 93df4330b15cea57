import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  title: string;
  intro: string;
  /** 2: a part of the settings page, framed; 3: a part within one, under its heading. */
  level?: 2 | 3;
  children: ReactNode;
}

/** One part of the settings page: its heading, a line on what it sets, and the form. */
export function SettingsSection({ id, title, intro, level = 2, children }: SettingsSectionProps) {
  const body = (
    <Stack gap={level === 2 ? 'sm' : 'xs'} component={level === 2 ? 'div' : 'section'} aria-labelledby={level === 2 ? undefined : id}>
      <div>
        <Title order={level} size={level === 2 ? 'h4' : 'h5'} id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </div>
      {children}
    </Stack>
  );
  if (level === 3) return body;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      {body}
    </Paper>
  );
}
