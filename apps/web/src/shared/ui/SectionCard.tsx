import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';
import type { ReactNode } from 'react';
import { Link } from '../router';
import { SavedAge, useRefreshing, useRefreshingMarkedAtOnce } from '../pwa/offlineStates';
import { useDrawnLater } from './drawnLater';
import { Icon, type IconName } from './icons';
import { LightIcon } from './LightIcon';
import type { LightColor } from './lightColors';
import classes from './SectionCard.module.css';
import { SectionInfoButton, useSectionWording } from './sectionWording';

/** The theme's colours (theme.ts); the icon is drawn in its light variant. */
type CardColor = Exclude<LightColor, 'gray'>;

interface SectionCardProps {
  /** The section's anchor id; its heading gets `${id}-title` and names the region. */
  id: string;
  title: string;
  icon: IconName;
  color?: CardColor;
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
 *
 * The frame is plain elements with the theme's look (SectionCard.module.css, ADR 0051): the dashboard
 * draws it eleven times at every start, and in Mantine's components a frame took about 30.
 */
export function SectionCard({ id, title: ownTitle, icon, color = 'primary', link, children }: SectionCardProps) {
  const titleId = `${id}-title`;
  const wording = useSectionWording();
  const title = wording?.title || ownTitle;
  const refreshing = useRefreshing();
  const later = useDrawnLater();
  const markedAtOnce = useRefreshingMarkedAtOnce();
  const { t } = useTranslation();
  const heading = (
    <h2 id={titleId} className={classes.title}>
      {title}
    </h2>
  );
  if (later) {
    // Its title only, at the height the full header has, so nothing above the content moves when it comes.
    return (
      <section id={id} aria-labelledby={titleId} className={classes.card}>
        <div className={`${classes.header} ${classes.titleOnly}`}>{heading}</div>
        <ContentOnItsWay />
      </section>
    );
  }
  return (
    <section ref={markedAtOnce} id={id} aria-labelledby={titleId} aria-busy={refreshing} className={classes.card}>
      <div className={classes.header}>
        {/* The refreshing mark is drawn on the icon's corner (SectionCard.module.css), read after the title. */}
        <div className={classes.titleRow}>
          <LightIcon name={icon} color={color} size={36} iconSize={20} />
          {heading}
          {wording && <SectionInfoButton title={title} info={wording.info} />}
          {/* There, seen and read out, only while the card is busy (SectionCard.module.css hides it
              otherwise): it follows the card's aria-busy, set as the card is drawn, so a dashboard
              painted from the device before the app's code (ADR 0045) shows it too. */}
          <span role="img" aria-label={t('refreshing')} className={classes.refreshingMark} />
        </div>
        {link && (
          <Link to={link.to} aria-label={link.ariaLabel} className={`mantine-focus-auto ${classes.link}`}>
            {link.label}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      <SavedAge mb="sm" />
      {children}
    </section>
  );
}

/**
 * Where a card's content comes a moment after the first cards are drawn (drawnLater.ts), or after its
 * code (cardContent.tsx). Still: a shimmer on every card below would make the browser restyle the page
 * at every frame while they are drawn.
 */
export function ContentOnItsWay() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={48} radius="md" animate={false} />
    </div>
  );
}
