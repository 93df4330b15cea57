import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useRotation } from './useRotation';

export interface StreakSlide {
  key: string;
  title: string;
  /** The figure, or null while it is on its way (the slide then shows a placeholder, not a 0). */
  value: number | null;
  caption: string;
}

/**
 * The streak carousel: one figure at a time, turning every 3 s. It holds still while the pointer
 * or keyboard focus is on it (WCAG 2.2.2) and for readers who ask for reduced motion; the dots
 * pick a slide by hand.
 */
export function StreakCarousel({ slides }: { slides: StreakSlide[] }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useRotation(slides.length, hovered || focused || reducedMotion);
  const slide = slides[index];
  if (!slide) return null;

  return (
    <Stack
      gap="xs"
      role="group"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {/* Announced only when someone is looking at it, not every 3 s. */}
      <div aria-live={focused ? 'polite' : 'off'} aria-atomic="true" style={{ minHeight: 76 }}>
        <Text size="sm" c="dimmed" fw={600}>
          {slide.title}
        </Text>
        {slide.value === null ? (
          <SkeletonBlock label={t('streak.loading')} height={40} width={160} />
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={36} fw={800} lh={1.1} c="warning.8">
              {format.number(slide.value)}
            </Text>
            <Text c="dimmed" fw={600}>
              {slide.caption}
            </Text>
          </Group>
        )}
      </div>
      {slides.length > 1 && (
        <Group gap={6} justify="center">
          {slides.map((entry, position) => (
            <UnstyledButton
              key={entry.key}
              onClick={() => setIndex(position)}
              aria-label={t('carousel.show', { title: entry.title })}
              aria-current={position === index ? 'true' : undefined}
              p={6}
            >
              <span
                style={{
                  display: 'block',
                  width: position === index ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  background: position === index ? 'var(--mantine-color-warning-6)' : 'var(--mantine-color-gray-4)',
                  transition: 'width 200ms',
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
