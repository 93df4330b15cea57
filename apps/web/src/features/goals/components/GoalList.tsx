import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { CoinOverlay } from '../../../shared/ui/coins/CoinOverlay';
import { useCountingCoins } from '../../../shared/ui/coins/useCountingCoins';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useGoals } from '../api/useGoals';
import { goalButtonColor, sortGoals } from '../goalList';
import { GOAL_ITEM_HEIGHT, GoalItem } from './GoalItem';

/**
 * The list is at most 60 % of the screen high with about 3 goals in view; the top
 * of a 4th peeks out so it is plain that the list scrolls.
 */
const LIST_MAX_HEIGHT = `calc(min(60vh, ${3 * GOAL_ITEM_HEIGHT + 3 * 8 + 36}px) + 8px)`;
/**
 * A list that scrolls clips what overflows it: 4 px of room around the rows, and as much kept clear when
 * the keyboard's focus scrolls a row into view, show a focused control's whole ring (outline and offset)
 * at its edges (the keyboard journey checks every ring it meets).
 */
const listStyle = {
  listStyle: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: 4,
  margin: -4,
  scrollPaddingBlock: 6,
} as const;

/** Family goals: incomplete first, in a list that scrolls inside its card. */
export function GoalList() {
  const { t, i18n } = useTranslation('goals');
  const goals = useGoals();
  const coins = useCountingCoins();
  useLogFailure(goals.error, 'Failed to load family goals');

  if (goals.isPending) {
    return <SkeletonBlock label={t('loading')} count={2} height={GOAL_ITEM_HEIGHT} />;
  }
  // A failed load shows as an empty list; the failure is logged above.
  const list = sortGoals(goals.data?.list ?? [], i18n.language);
  if (list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('empty')}
      </Text>
    );
  }
  return (
    <>
      <Stack component="ul" gap="xs" mah={LIST_MAX_HEIGHT} aria-label={t('listLabel')} style={listStyle}>
        {list.map((goal, index) => (
          <GoalItem key={goal.id} goal={goal} color={goalButtonColor(index)} coins={coins} />
        ))}
      </Stack>
      <CoinOverlay {...coins.overlay} />
    </>
  );
}
