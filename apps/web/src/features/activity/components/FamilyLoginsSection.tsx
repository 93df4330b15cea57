import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useFamilyStreaks } from '../api/useActivity';
import { cardContent } from '../../../shared/ui/cardContent';
import type { StreakSlide } from './StreakCarousel';

// Its turning slides are fetched after the first cards (shared/ui/cardContent.tsx).
const StreakCarousel = cardContent('family_logins', () => import('./StreakCarousel').then((module) => module.StreakCarousel));

/** Dashboard section family_logins: the family's login days, then each child's active days, in turn. */
export function FamilyLoginsSection() {
  const { t } = useTranslation('activity');
  const { family, kids, loginDays, childDays } = useFamilyStreaks();

  // The carousel waits only for the family figure; a child's arrives when it comes, and until then its
  // slide says it is loading.
  const slides: StreakSlide[] = [
    { key: 'family', title: t('streak.familyTitle'), value: loginDays, caption: t('streak.loginDays', { count: loginDays }) },
    ...kids.map((child, position) => {
      const days = childDays[position] ?? null;
      const caption = days === null ? '' : t('streak.activeDaysThisMonth', { count: days });
      return { key: String(child.user_id), title: child.name, value: days, caption };
    }),
  ];

  return (
    <SectionCard
      id="family-logins"
      title={t('streak.sectionTitle')}
      icon="flame"
      color="warning"
      link={{ to: paths.familyStreak(), label: t('details', { ns: 'common' }), ariaLabel: t('streak.detailsLabel') }}
    >
      {family.isPending ? <SkeletonBlock label={t('streak.loading')} height={76} /> : <StreakCarousel slides={slides} />}
    </SectionCard>
  );
}
