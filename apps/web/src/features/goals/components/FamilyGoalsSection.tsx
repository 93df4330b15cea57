import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useGoals } from '../api/useGoals';
import { GoalList } from './GoalList';

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
