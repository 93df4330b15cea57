import { useTranslation } from '../../../shared/i18n/useTranslation';
import { cardContent } from '../../../shared/ui/cardContent';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useGoals } from '../api/useGoals';

// Fetched after the first cards (shared/ui/cardContent.tsx).
const GoalList = cardContent('family_goals', () => import('./GoalList').then((module) => module.GoalList));

/** Dashboard section family_goals: the goals the whole family works on, completed in place. */
export function FamilyGoalsSection() {
  const { t } = useTranslation('goals');
  // Asked by the card itself, so the read leaves with the dashboard's first batch while the card's
  // content waits to be drawn (shared/ui/drawnLater.ts).
  useGoals();
  return (
    <SectionCard id="family-goals" title={t('sectionTitle')} icon="trophy" color="warning">
      <GoalList />
    </SectionCard>
  );
}
