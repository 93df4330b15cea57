import type { RedFlagStep } from '@t1d/contract';
import { List, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';
import { actorOf } from '../redFlagSteps';

/** One step in words: who did what ('You took it on', 'Mei handled it'), and for a handled one, what was tried. */
function StepText({ step }: { step: RedFlagStep }) {
  const { t } = useTranslation('redFlags');
  const actor = actorOf(step);
  const name = actor.kind === 'parent' ? (actor.name ?? t('steps.formerParent')) : '';
  return (
    <>
      <Text size="sm" fw={600} component="span" style={{ overflowWrap: 'anywhere' }}>
        {t(`steps.${step.kind}_${actor.kind}` as 'steps.seen_you', { name })}
      </Text>
      {step.tried.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('steps.tried', { list: step.tried.join(t('steps.listSeparator')) })}
        </Text>
      )}
      {step.note && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {t('steps.note', { note: step.note })}
        </Text>
      )}
    </>
  );
}

/** Everything that happened to a red flag, oldest first, with when: what every parent of the family sees. */
export function RedFlagSteps({ steps, labelledBy }: { steps: RedFlagStep[]; labelledBy?: string }) {
  const format = useFormat();
  return (
    <List spacing={6} size="sm" listStyleType="none" aria-labelledby={labelledBy} p={0}>
      {steps.map((step, index) => (
        <List.Item key={`${step.kind}-${step.at}-${index}`}>
          <StepText step={step} />
          <Text size="xs" c="dimmed" component="time" display="block" dateTime={fromEpochSeconds(step.at).toISOString()}>
            {format.dateTime(step.at)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
