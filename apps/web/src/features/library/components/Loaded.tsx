import { Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export { Loaded } from '../../../shared/ui/Loaded';

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled block of a library page (an h2), which a link may jump to by its id. */
export function Section({ id, title, intro, children }: SectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" id={id} aria-labelledby={titleId} gap="sm">
      <div>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A list with nothing in it yet. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}
