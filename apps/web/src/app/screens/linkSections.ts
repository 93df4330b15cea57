import type { HomeSectionId } from '@t1d/contract';
import type { LinkDestination } from '../../features/home/components/LinkSection';
import type { IconName } from '../../shared/ui/icons';
import { paths } from '../../shared/paths';
import { hasScreen } from '../routes';

export type LinkSectionId = Extract<
  HomeSectionId,
  'juicebox_series' | 'screen_kid' | 'trusted_products' | 'juicebox_community' | 't1d_training' | 'lesson_plans' | 'gift_card'
>;

/** The content library's screens: a section links to one only if the route table has it. */
const screens: Record<Exclude<LinkSectionId, 'lesson_plans'>, { pattern: string; to: string }> = {
  juicebox_series: { pattern: paths.juicebox.pattern, to: paths.juicebox() },
  // The screening article for a child's brothers and sisters.
  screen_kid: { pattern: paths.article.pattern, to: paths.article('screening') },
  trusted_products: { pattern: paths.trustedProducts.pattern, to: paths.trustedProducts() },
  juicebox_community: { pattern: paths.community.pattern, to: paths.community() },
  t1d_training: { pattern: paths.urgentLearning.pattern, to: paths.urgentLearning() },
  gift_card: { pattern: paths.gift.pattern, to: paths.gift() },
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
 * Where a link section leads, or null while there is nowhere to go (the app has no screen there): a
 * section without a destination is not drawn, hidden rather than dead. Lesson plans open the
 * deployment's own lesson-plans address when it has one, else the library's lesson plans; while the
 * addresses are not known yet (`undefined`) the section waits rather than pointing the wrong way.
 */
export function linkDestination(id: LinkSectionId, lessonPlansUrl: string | undefined, exists = hasScreen): LinkDestination | null {
  if (id === 'lesson_plans') {
    if (lessonPlansUrl === undefined) return null;
    if (lessonPlansUrl) return { href: lessonPlansUrl };
    return exists(paths.urgentLearning.pattern) ? { to: paths.urgentLearning('lesson-plans') } : null;
  }
  const screen = screens[id];
  return exists(screen.pattern) ? { to: screen.to } : null;
}
