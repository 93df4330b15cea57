import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../../shared/router';
import { Icon } from '../../../shared/ui/icons';
import classes from './library.module.css';

interface LinkCardProps {
  to: string;
  title: string;
  summary: string;
  /** The heading level of the title within the page. */
  order: 2 | 3 | 4;
  /** The emergency set: bigger text and a red edge. */
  urgent?: boolean;
  /** Badges under the summary (e.g. 'Explored'). */
  extra?: ReactNode;
}

/** One item of a library list, a list item whose whole card opens it (at least 44 px tall, easy to tap). */
export function LinkCard({ to, title, summary, order, urgent = false, extra }: LinkCardProps) {
  return (
    <Paper component="li" withBorder radius="lg" p="md" className={`${classes.card} ${urgent ? classes.urgent : ''}`}>
      <Group wrap="nowrap" justify="space-between" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={order} size={urgent ? 'h4' : 'h5'} style={{ overflowWrap: 'anywhere' }}>
            <Link to={to} className={classes.link}>
              {title}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {summary}
          </Text>
          {extra}
        </Stack>
        <Icon name="chevronRight" size={20} color="var(--mantine-color-primary-6)" style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}

/** The list around LinkCards. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
