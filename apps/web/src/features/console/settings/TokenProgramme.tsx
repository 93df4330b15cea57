import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { Loaded } from '../../../shared/ui/Loaded';
import { useMilestones, usePublishedValuation } from '../api/useSettings';
import { TokenMilestones } from './TokenMilestones';
import { SettingsSection } from './SettingsSection';
import { ValuationForm } from './ValuationForm';

/** How families earn heroic tokens from the programme's milestones, and the value it publishes for them. */
export function TokenProgramme() {
  const { t } = useTranslation('console');
  const milestones = useMilestones();
  const valuation = usePublishedValuation();
  useLogFailure(milestones.error ?? valuation.error, 'Failed to load the token programme');
  const loading = { loading: t('settings.loading'), failed: t('settings.loadFailed'), count: 2, height: 56 };
  return (
    <Stack gap="md">
      <SettingsSection
        level={3}
        id="settings-milestones"
        title={t('settings.tokens.milestones.title')}
        intro={t('settings.tokens.milestones.intro')}
      >
        <Loaded query={milestones} {...loading}>
          {(list) => <TokenMilestones milestones={list} />}
        </Loaded>
      </SettingsSection>
      <SettingsSection
        level={3}
        id="settings-valuation"
        title={t('settings.tokens.valuation.title')}
        intro={t('settings.tokens.valuation.intro')}
      >
        <Loaded query={valuation} {...loading}>
          {(published) => <ValuationForm key={published.published_at ?? 'none'} published={published} />}
        </Loaded>
      </SettingsSection>
    </Stack>
  );
}
