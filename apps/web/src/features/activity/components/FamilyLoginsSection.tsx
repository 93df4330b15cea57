import { useTranslation } from 'react-i18next';
import { useLogFailure } from '../../../shared/api';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useChildStreaks, useChildren, useFamilyStreak } from '../api/useActivity';
import { StreakCarousel, type StreakSlide } from './StreakCarousel';

/** Dashboard section family_logins: the family's login days, then each child's active days, in turn. */
export function FamilyLoginsSection() {
  const { t } = useTranslation('activity');
  const family = useFamilyStreak();
  const children = useChildren();
  const kids = children.data?.members ?? [];
  const streaks = useChildStreaks(kids);
  useLogFailure(family.error, 'Failed to load family streak');
  useLogFailure(children.error, 'Failed to load children');
  useLogFailure(streaks.find((streak) => streak.error)?.error, 'Failed to load child streak');

  // Spec section 8: failures read 0; the carousel waits only for the family figure.
  const slides: StreakSlide[] = [
    { key: 'family', title: t('streak.familyTitle'), value: family.data?.total_logins ?? 0, caption: t('streak.loginDays', { count: family.data?.total_logins ?? 0 }) },
    ...kids.map((child, position) => {
      const days = streaks[position]?.data?.total_streak_days ?? 0;
      return { key: String(child.user_id), title: child.name, value: days, caption: t('streak.activeDaysThisMonth', { count: days }) };
    }),
  ];

  return (
    <SectionCard
      id="family-logins"
      title={t('streak.sectionTitle')}
      icon="flame"
      color="warning"
      link={{ to: '/family-streak', label: t('details', { ns: 'common' }), ariaLabel: t('streak.detailsLabel') }}
    >
      {family.isPending ? <SkeletonBlock label={t('streak.loading')} height={76} /> : <StreakCarousel slides={slides} />}
    </SectionCard>
  );
}
