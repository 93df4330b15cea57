import { Anchor, Group, Loader, Paper, Skeleton, ThemeIcon, Title, VisuallyHidden, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SavedAge, useRefreshing } from '../pwa/offlineStates';
import { useDrawnLater } from './drawnLater';
import { Icon, type IconName } from './icons';
import classes from './SectionCard.module.css';
import { SectionInfoButton, useSectionWording } from './sectionWording';

interface SectionCardProps {
  /** The section's anchor id; its heading gets `${id}-title` and names the region. */
  id: string;
  title: string;
  icon: IconName;
  color?: MantineColor;
  /** The page with the whole story, e.g. 'See all'. */
  link?: { to: string; label: string; ariaLabel?: string };
  children: ReactNode;
}

/**
 * One compact dashboard card: icon, title, an optional link to its page, and its content. On the
 * dashboard it takes the configuration's title and has an info button (sectionWording); offline it
 * says how old its answers are (SavedAge). While it shows the answers this device saved and the fresh
 * ones are on their way (an installed app's start), it is marked busy, with a small spinner beside its
 * title that takes no room from its content. A dashboard card below the first few is drawn whole a
 * moment after them: until then it shows its title and a placeholder (drawnLater.ts).
 */
export function SectionCard({ id, title: ownTitle, icon, color = 'primary', link, children }: SectionCardProps) {
  const titleId = `${id}-title`;
  const wording = useSectionWording();
  const title = wording?.title || ownTitle;
  const refreshing = useRefreshing();
  const later = useDrawnLater();
  if (later) {
    // Its title only, at the height the full header has, so nothing above the content moves when it comes.
    return (
      <Paper component="section" id={id} aria-labelledby={titleId} radius="lg" p="md" shadow="xs" withBorder>
        <Group mih={36} mb="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        <ContentOnItsWay />
      </Paper>
    );
  }
  return (
    <Paper component="section" id={id} aria-labelledby={titleId} aria-busy={refreshing} radius="lg" p="md" shadow="xs" withBorder>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        {/* The refreshing mark is drawn on the icon's corner (SectionCard.module.css), read after the title. */}
        <Group gap="xs" wrap="nowrap" miw={0} className={classes.titleRow}>
          <ThemeIcon variant="light" color={color} radius="xl" size={36} aria-hidden>
            <Icon name={icon} size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {wording && <SectionInfoButton title={title} info={wording.info} />}
          <RefreshingMark shown={refreshing} />
        </Group>
        {link && (
          // At least 24 px tall (WCAG 2.2 target size): the text alone is 20.
          <Anchor
            component={Link}
            to={link.to}
            size="sm"
            fw={600}
            aria-label={link.ariaLabel}
            style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
          >
            <Group gap={2} wrap="nowrap" component="span">
              {link.label}
              <Icon name="chevronRight" size={16} />
            </Group>
          </Anchor>
        )}
      </Group>
      <SavedAge mb="sm" />
      {children}
    </Paper>
  );
}

/** Where a card's content comes a moment after the first cards are drawn (drawnLater.ts). */
function ContentOnItsWay() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={48} radius="md" />
    </div>
  );
}

/**
 * Seen while its card is busy (SectionCard.module.css): it follows the card's aria-busy, so a dashboard
 * painted from the device before the app's code (ADR 0045) shows it too. Read out only while `shown`.
 */
function RefreshingMark({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Loader size={14} color="gray.6" role="img" aria-label={t('refreshing')} aria-hidden={!shown} className={classes.refreshingMark} />
  );
}
