import { screeningArticleSlug, type HomeSectionId } from '@t1d/contract';
import type { LinkDestination } from '../../features/home/components/LinkSection';
import type { IconName } from '../../shared/ui/icons';
import { paths } from '../../shared/paths';

export type LinkSectionId = Extract<
  HomeSectionId,
  'juicebox_series' | 'screen_kid' | 'trusted_products' | 'juicebox_community' | 't1d_training' | 'lesson_plans' | 'gift_card'
>;

/** The app's screen each link section opens (the content library's, and the gift's). */
const screens: Record<Exclude<LinkSectionId, 'lesson_plans'>, string> = {
  juicebox_series: paths.juicebox(),
  screen_kid: paths.article(screeningArticleSlug),
  trusted_products: paths.trustedProducts(),
  juicebox_community: paths.community(),
  t1d_training: paths.urgentLearning(),
  gift_card: paths.gift(),
};

export const linkSectionIcons: Record<LinkSectionId, IconName> = {
  juicebox_series: 'play',
  screen_kid: 'drop',
  trusted_products: 'shield',
  juicebox_community: 'messages',
  t1d_training: 'book',
  lesson_plans: 'book',
  gift_card: 'gift',
};

export const isLinkSection = (id: HomeSectionId): id is LinkSectionId => id === 'lesson_plans' || id in screens;

/**
 * Where a link section leads. Lesson plans open the deployment's own lesson-plans address when it has
 * one, else the library's lesson plans; while the addresses are not known yet (`undefined`) there is
 * no destination and the section is not drawn, rather than pointing the wrong way.
 */
export function linkDestination(id: LinkSectionId, lessonPlansUrl: string | undefined): LinkDestination | null {
  if (id !== 'lesson_plans') return { to: screens[id] };
  if (lessonPlansUrl === undefined) return null;
  return lessonPlansUrl ? { href: lessonPlansUrl } : { to: paths.urgentLearning('lesson-plans') };
}

/**
 * Whether a section has something behind it to draw (ADR 0034). `empty` is the deployment's answer:
 * undefined while it is on its way (a link section waits, rather than appearing and going again), null
 * when it could not be had (every card is drawn, as the dashboard did before it was asked).
 */
export function hasContent(id: HomeSectionId, empty: readonly HomeSectionId[] | null | undefined): boolean {
  if (empty === null) return true;
  if (empty === undefined) return !isLinkSection(id);
  return !empty.includes(id);
}
