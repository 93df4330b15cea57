import { Fragment, type ReactNode } from 'react';
import { FamilyLoginsSection } from '../../features/activity/components/FamilyLoginsSection';
import { HabitsSkillsSection } from '../../features/activity/components/HabitsSkillsSection';
import { InteractionsSection } from '../../features/activity/components/InteractionsSection';
import { CoinsEarnedSection } from '../../features/coins/components/CoinsEarnedSection';
import { ConsultationSection } from '../../features/consultation/components/ConsultationSection';
import { SelfNameEditor } from '../../features/family/components/SelfNameEditor';
import { FitnessChallengeSection } from '../../features/fitness/components/FitnessChallengeSection';
import { FamilyGoalsSection } from '../../features/goals/components/FamilyGoalsSection';
import { HomePage } from '../../features/home/components/HomePage';
import { NotificationsShortcut } from '../../features/notifications/components/NotificationsShortcut';
import { RedFlagsSection } from '../../features/redFlags/components/RedFlagsSection';
import { MyTasksSection } from '../../features/tasks/components/MyTasksSection';
import { TokenOwnershipSection } from '../../features/tokens/components/TokenOwnershipSection';
import { useDevMode } from '../../shared/devMode/useDevMode';
import { defaultHomeSections, type HomeSectionId } from './homeSections';
import { useFitnessUnlock } from './useFitnessUnlock';

/**
 * The dashboard, composed here from the features (house rule 5): family management's Edit Name
 * modal and the notifications shortcut in the top section, then each built section in the spec's
 * order. All sections mount together, so their queries start in parallel; each shows its own
 * skeleton and its own fallback.
 */
export function HomeScreen() {
  const dev = useDevMode();
  const fitness = useFitnessUnlock();
  const fitnessShown = dev || fitness.unlocked;

  const sections: Partial<Record<HomeSectionId, ReactNode>> = {
    book_consultation: <ConsultationSection />,
    coins_earned: <CoinsEarnedSection />,
    my_tasks: <MyTasksSection />,
    family_goals: <FamilyGoalsSection />,
    habits_skills: <HabitsSkillsSection />,
    family_logins: <FamilyLoginsSection />,
    community_interactions: <InteractionsSection />,
    red_flags: <RedFlagsSection />,
    fitness_challenge: <FitnessChallengeSection />,
    token_ownership: <TokenOwnershipSection onSecretUnlock={fitness.unlock} />,
  };

  return (
    <HomePage NameEditor={SelfNameEditor} Notifications={NotificationsShortcut}>
      {defaultHomeSections({ dev, fitnessShown }).map((id) => (sections[id] ? <Fragment key={id}>{sections[id]}</Fragment> : null))}
    </HomePage>
  );
}
