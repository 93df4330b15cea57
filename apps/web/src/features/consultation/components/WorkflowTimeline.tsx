import type { WorkflowStatus } from '@t1d/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import { LightBadge } from '../../../shared/ui/LightBadge';
import type { LightColor } from '../../../shared/ui/lightColors';
import { workflowTimeline, type TimelineStep, type TimelineStepId, type TimelineStepStatus } from '../timeline';
import classes from './WorkflowTimeline.module.css';

/** Each status's badge colour; the marker's look is the status's own class (WorkflowTimeline.module.css). */
const badgeColor: Record<TimelineStepStatus, LightColor> = {
  completed: 'primary',
  inProgress: 'warning',
  notStarted: 'primary',
  pending: 'gray',
};

function Marker({ step, index }: { step: TimelineStep; index: number }) {
  return (
    <span className={`${classes.marker} ${classes[step.status]}`} aria-hidden>
      {step.status === 'completed' ? (
        <Icon name="check" size={18} strokeWidth={2.5} />
      ) : step.status === 'inProgress' ? (
        <Icon name="clock" size={18} />
      ) : (
        <span className={classes.number}>{index + 1}</span>
      )}
    </span>
  );
}

interface WorkflowTimelineProps {
  status: WorkflowStatus;
  /** The step whose page this is: marked as the current step. */
  current?: TimelineStepId;
  /** What goes under the actionable step (the dashboard puts the step's action there). */
  action?: ReactNode;
}

/**
 * The three steps of the care plan, each Completed, In Progress or Pending. The
 * status is written next to every step, and the markers differ in shape (tick, clock, number), so
 * nothing depends on colour alone. Drawn with plain elements (ADR 0051): the dashboard's first screen
 * holds it.
 */
export function WorkflowTimeline({ status, current, action }: WorkflowTimelineProps) {
  const { t } = useTranslation('consultation');
  const steps = workflowTimeline(status);
  return (
    <ol className={classes.timeline} aria-label={t('timeline.label')}>
      {steps.map((step, index) => {
        const here = step.id === current;
        const last = index === steps.length - 1;
        return (
          <li key={step.id} className={here ? `${classes.step} ${classes.here}` : classes.step} aria-current={here ? 'step' : undefined}>
            <div className={classes.row}>
              <div className={classes.rail}>
                <Marker step={step} index={index} />
                {!last && (
                  <span className={step.status === 'completed' ? `${classes.line} ${classes.lineDone}` : classes.line} aria-hidden />
                )}
              </div>
              <div className={classes.body}>
                <div className={classes.heading}>
                  <p className={classes.name}>{t(`steps.${step.id}`)}</p>
                  <LightBadge color={badgeColor[step.status]}>{t(`stepStatus.${step.status}`)}</LightBadge>
                </div>
                {here && <p className={classes.thisPage}>{t('timeline.thisPage')}</p>}
                {step.actionable && action}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
