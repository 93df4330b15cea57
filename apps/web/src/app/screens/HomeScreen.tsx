import type { HomeSectionId } from '@t1d/contract';
import { memo, useState, type ComponentType, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { FamilyLoginsSection } from '../../features/activity/components/FamilyLoginsSection';
import { HabitsSkillsSection } from '../../features/activity/components/HabitsSkillsSection';
import { InteractionsSection } from '../../features/activity/components/InteractionsSection';
import { CoinsEarnedSection } from '../../features/coins/components/CoinsEarnedSection';
import { useWorkflowUrls } from '../../features/consultation/api/useWorkflow';
import { ConsultationSection } from '../../features/consultation/components/ConsultationSection';
import { SelfNameEditor } from '../../features/family/components/SelfNameEditor';
import { FitnessChallengeSection } from '../../features/fitness/components/FitnessChallengeSection';
import { FamilyGoalsSection } from '../../features/goals/components/FamilyGoalsSection';
import { useEmptySections } from '../../features/home/api/useEmptySections';
import { useHomeConfig, useVersionTexts } from '../../features/home/api/useHomeConfig';
import { useUserProfile } from '../../features/home/api/useUserProfile';
import { HomeConfigFailure } from '../../features/home/components/HomeConfigFailure';
import { HomePage } from '../../features/home/components/HomePage';
import { InstallAppSection } from '../../features/home/components/InstallAppSection';
import { LinkSection } from '../../features/home/components/LinkSection';
import { TopSection } from '../../features/home/components/TopSection';
import { NotificationsShortcut } from '../../features/notifications/components/NotificationsShortcut';
import { RedFlagsSection } from '../../features/redFlags/components/RedFlagsSection';
import { UnreadRedFlagBanner } from '../../features/redFlags/components/UnreadRedFlagBanner';
import { MyTasksSection } from '../../features/tasks/components/MyTasksSection';
import { TokenOwnershipSection } from '../../features/tokens/components/TokenOwnershipSection';
import { useLoadFailed } from '../../shared/api';
import { AnswerTimeScope } from '../../shared/pwa/offlineStates';
import { useDevMode } from '../../shared/devMode/useDevMode';
import { runsInstalled } from '../../shared/install/installPrompt';
import { useHandOverLastDashboard, useKeepLastDashboard } from '../../shared/lastDashboard';
import { paintedCardIds } from '../../shared/lastDashboard/paintedPage';
import { useFitnessEntry } from '../../shared/devMode/useFitnessEntry';
import { rewordedSection } from '../../shared/homeSections/rewordedSection';
import { loadCardContents, useCardContents } from '../../shared/ui/cardContent';
import { DrawnLaterContext } from '../../shared/ui/drawnLater';
import { SectionWordingContext, type SectionWording } from '../../shared/ui/sectionWording';
import { useCardsDrawnInTurn } from './cardsDrawnInTurn';
import { arrangeHomeSections, cardElementId } from './homeSections';
import { hasContent, isLinkSection, linkDestination, linkSectionIcons, type LinkSectionId } from './linkSections';

// Beneath the dashboard painted from the device, the cards' contents are asked for as this arrives, not
// once it has drawn: here before the painted one gives way, none of its cards turns into a placeholder.
if (paintedCardIds() !== null) void loadCardContents();

/**
 * The dashboard, composed here from the features (which never import each other) in the order and words of the
 * parent's configuration (ADR 0018). While the configuration loads, the default sections already
 * mount under the overlay, so every card's read leaves in the same request as the configuration.
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const dev = useDevMode();
  const fitness = useFitnessEntry();
  const profile = useUserProfile();
  const config = useHomeConfig();
  // A card whose page the deployment has left empty is not drawn (ADR 0034).
  const emptySections = useEmptySections();
  const empty = emptySections.isError ? null : emptySections.data?.sections;
  // Read with the first request: the lesson plans section needs the deployment's address.
  const urls = useWorkflowUrls();
  const reworded = useVersionTexts(config.data);
  const operator = profile.data?.is_operator === true;
  const profileFailed = useLoadFailed(profile);
  const lessonPlansUrl = urls.data?.parent_lesson_plans_url;

  // Where the configuration keeps the app's words, a card keeps its own title (or encouragement line) and the app's info text.
  const wordingOf = (id: HomeSectionId): SectionWording => {
    const own = rewordedSection(id, reworded);
    return { ...own, info: own.info ?? t(`sectionInfo.${id}`) };
  };
  // The install card has nothing to say in the installed app, where it draws nothing: left out, so the
  // cards drawn first match the ones the painted start shows (ADR 0052).
  const [installed] = useState(runsInstalled);
  const order = arrangeHomeSections(config.data ?? null, { dev, fitnessShown: fitness.shown }).filter(
    (id) => hasContent(id, empty) && !(installed && id === 'install_app'),
  );
  const inputs: SectionInputs = { t, lessonPlansUrl, operator, profileFailed, onSecretUnlock: fitness.unlock };
  const loading = profile.isLoading || config.isLoading;
  // The dashboard painted from the device at start (ADR 0045) gives way once this one can take its
  // place: which cards it has is known (each read that decides it answered or failed), or it says it
  // waits for the connection. The cards the painted one shows are drawn from the first render; the
  // rest come once it has gone (ADR 0052). This one is kept for the next start.
  // The cards below the first screen have their content's code in files of their own, asked for once
  // this has drawn (ADR 0059).
  useCardContents(order);
  const cardsKnown = !loading && !emptySections.isLoading && !urls.isLoading;
  const waitsForConnection = loading && (profile.fetchStatus === 'paused' || config.fetchStatus === 'paused');
  const canHandOver = cardsKnown || waitsForConnection;
  const handedOver = useHandOverLastDashboard(canHandOver);
  const drawn = useCardsDrawnInTurn(order, handedOver);
  useKeepLastDashboard();

  return (
    // Loading, not pending: offline a read this device never received waits for the connection, and the
    // cards say so rather than staying covered.
    <HomePage loading={loading} loadingText={reworded('loading')}>
      {/* Above every section, whatever order the configuration gives them. */}
      <UnreadRedFlagBanner />
      <HomeConfigFailure config={config} />
      {order.map((id, index) => (
        <HomeSection key={id} id={id} wording={wordingOf(id)} inputs={inputs} later={index >= drawn} />
      ))}
    </HomePage>
  );
}

interface SectionInputs {
  t: TFunction<'home'>;
  lessonPlansUrl: string | undefined;
  operator: boolean;
  profileFailed: boolean;
  onSecretUnlock: () => void;
}

interface HomeSectionProps {
  id: HomeSectionId;
  wording: SectionWording;
  inputs: SectionInputs;
  /** Its content is drawn after the cards above it (useCardsDrawnInTurn). */
  later: boolean;
}

/**
 * One card of the dashboard, drawn again only when its own wording or inputs change. The screen's reads
 * (profile, configuration, empty pages, the workflow's addresses) settle one at a time, and each would
 * otherwise draw every card again: four whole dashboards on a first visit, where one is needed.
 */
const HomeSection = memo(function HomeSection({ id, wording, inputs, later }: HomeSectionProps) {
  return (
    <SectionWordingContext.Provider value={wording}>
      <DrawnLaterContext.Provider value={later}>
        {/* Each card's own reads: offline it says how old they are. */}
        <AnswerTimeScope>{sectionView(id, inputs)}</AnswerTimeScope>
      </DrawnLaterContext.Provider>
    </SectionWordingContext.Provider>
  );
}, sameSection);

function sameSection(before: HomeSectionProps, after: HomeSectionProps): boolean {
  return (
    before.id === after.id &&
    before.later === after.later &&
    sameWording(before.wording, after.wording) &&
    sameInputs(after.id, before.inputs, after.inputs)
  );
}

function sameWording(before: SectionWording, after: SectionWording): boolean {
  return before.title === after.title && before.info === after.info && before.encouragement === after.encouragement;
}

/** Only the inputs a card's view reads (sectionView, below) can draw it again. */
function sameInputs(id: HomeSectionId, before: SectionInputs, after: SectionInputs): boolean {
  if (isLinkSection(id)) return before.t === after.t && before.lessonPlansUrl === after.lessonPlansUrl;
  if (id === 'top_section') return before.operator === after.operator && before.profileFailed === after.profileFailed;
  if (id === 'token_ownership') return before.onSecretUnlock === after.onSecretUnlock;
  return true;
}

function sectionView(id: HomeSectionId, { t, lessonPlansUrl, operator, profileFailed, onSecretUnlock }: SectionInputs): ReactNode {
  if (isLinkSection(id)) {
    const destination = linkDestination(id, lessonPlansUrl);
    if (!destination) return null;
    const text = (part: string) => t(`links.${id}.${part}` as 'links.gift_card.title');
    const own = { title: text('title'), description: text('description'), action: text('action') };
    return <LinkSection id={cardElementId(id)} icon={linkSectionIcons[id]} destination={destination} {...own} />;
  }
  if (id === 'top_section') {
    return (
      <TopSection NameEditor={SelfNameEditor} Notifications={NotificationsShortcut} operator={operator} profileFailed={profileFailed} />
    );
  }
  if (id === 'token_ownership') return <TokenOwnershipSection onSecretUnlock={onSecretUnlock} />;
  const Section = sectionComponents[id];
  return <Section />;
}

/** The sections that draw themselves from their own reads, with nothing from the screen. */
const sectionComponents: Record<Exclude<HomeSectionId, LinkSectionId | 'top_section' | 'token_ownership'>, ComponentType> = {
  book_consultation: ConsultationSection,
  coins_earned: CoinsEarnedSection,
  my_tasks: MyTasksSection,
  family_goals: FamilyGoalsSection,
  habits_skills: HabitsSkillsSection,
  family_logins: FamilyLoginsSection,
  community_interactions: InteractionsSection,
  red_flags: RedFlagsSection,
  fitness_challenge: FitnessChallengeSection,
  install_app: InstallAppSection,
};
