import type { Goal } from '@t1d/contract';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import type { CoinCount } from '../../../shared/ui/coins/useCountingCoins';
import { Icon, iconFor } from '../../../shared/ui/icons';
import { LightIcon } from '../../../shared/ui/LightIcon';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useCompleteGoal } from '../api/useGoals';
import { goalName, type GoalButtonColor } from '../goalList';
import classes from './GoalItem.module.css';

/** Each goal row is 80 px high; the list shows about three at a time. */
export const GOAL_ITEM_HEIGHT = 80;

interface GoalItemProps {
  goal: Goal;
  color: GoalButtonColor;
  /** The list's coin overlay, told of the tap and of what the server paid. */
  coins: CoinCount;
}

/** One goal: its category, name, rhythm and coins, and the button that completes it. */
export function GoalItem({ goal, color, coins }: GoalItemProps) {
  const { t } = useTranslation('goals');
  const format = useFormat();
  const complete = useCompleteGoal();
  const serverAction = useServerAction({ disabled: complete.isPending });
  const name = goalName(goal);
  const done = goal.status === 1;

  const onComplete = () => {
    coins.counting();
    complete.mutate(
      { goal_id: goal.id },
      {
        onSuccess: (result) => coins.paid(result.coins_awarded),
        onError: (error) => {
          coins.failed();
          notifyFailure(error, t('completeFailed'));
        },
      },
    );
  };

  return (
    // Plain elements in the look of Mantine's (GoalItem.module.css, ADR 0051): the dashboard draws ten and more.
    <li className={classes.item}>
      <div className={classes.row}>
        <LightIcon name={iconFor(goal.icon, 'trophy')} color={done ? 'gray' : color} size={40} iconSize={22} />
        <div className={classes.text}>
          <Link to={paths.goal(goal.id)} className={`mantine-focus-auto ${classes.name}`}>
            {name}
          </Link>
          <p className={classes.meta}>
            {goal.loop_type === 1 ? t('daily') : t('oneTime')} ·{' '}
            {t('coins', { ns: 'common', count: goal.coin_amount, formatted: format.number(goal.coin_amount) })}
          </p>
        </div>
        {done ? (
          <Badge color="primary" variant="light" size="lg" leftSection={<Icon name="check" size={14} />}>
            {t('status.complete')}
          </Badge>
        ) : (
          // The buttons' colour cycle stays, so the check and the words carry the meaning: this completes the goal.
          <Button
            {...serverAction}
            size="xs"
            color={color}
            leftSection={<Icon name="check" size={14} strokeWidth={2.5} />}
            loading={complete.isPending}
            aria-label={t('completeOf', { name })}
            onClick={onComplete}
          >
            {t('complete')}
          </Button>
        )}
      </div>
    </li>
  );
}
