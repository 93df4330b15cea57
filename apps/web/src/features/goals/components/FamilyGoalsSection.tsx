import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { GoalList } from './GoalList';

/** Dashboard section family_goals: the goals the whole family works on, completed in place. */
export function FamilyGoalsSection() {
  const { t } = useTranslation('goals');
  return (
    <SectionCard id="family-goals" title={t('sectionTitle')} icon="trophy" color="warning">
      <GoalList />
    </SectionCard>
  );
}
