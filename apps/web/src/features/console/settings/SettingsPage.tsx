import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { Loaded, type LoadedQuery } from '../../../shared/ui/Loaded';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useAppData, useEconomySettings, useLocations } from '../api/useSettings';
import { CommunityUrlForm } from './CommunityUrlForm';
import { EconomyForm } from './EconomyForm';
import { LocationsEditor } from './LocationsEditor';
import { SettingsSection as Section } from './SettingsSection';
import { TokenProgramme } from './TokenProgramme';

/**
 * /admin/settings: what the hospital sets once and adjusts now and then: the rewards and the token
 * economy, the programme's milestones and its published token value, the community link, the locations offered at sign-up, and `workflowUrls`: the workflow's web
 * addresses and the introduction video, a panel of the clinic desk's feature that the route composes in.
 */
export function SettingsPage({ workflowUrls }: { workflowUrls: ReactNode }) {
  const { t } = useTranslation('console');
  const economy = useEconomySettings();
  const appData = useAppData();
  const locations = useLocations();
  useLogFailure(economy.error ?? appData.error ?? locations.error, 'Failed to load the settings');
  if (isRefusal(economy.error, 'operator_required')) return <OperatorOnly title={t('settings.title')} />;
  const loaded = <T,>(query: LoadedQuery<T>, show: (data: T) => ReactNode) => (
    <Loaded query={query} loading={t('settings.loading')} failed={t('settings.loadFailed')} count={2} height={56}>
      {show}
    </Loaded>
  );

  return (
    <Stack gap="md" py="md">
      <PageHeader title={t('settings.title')} intro={t('settings.intro')} back={null} />
      <Section id="settings-economy" title={t('settings.economy.title')} intro={t('settings.economy.intro')}>
        {loaded(economy, (saved) => (
          <EconomyForm saved={saved} />
        ))}
      </Section>
      <Section id="settings-tokens" title={t('settings.tokens.title')} intro={t('settings.tokens.intro')}>
        <TokenProgramme />
      </Section>
      {workflowUrls}
      <Section id="settings-community" title={t('settings.community.title')} intro={t('settings.community.intro')}>
        {loaded(appData, (data) => (
          <CommunityUrlForm saved={data.global.parent_community_url} />
        ))}
      </Section>
      <Section id="settings-locations" title={t('settings.locations.title')} intro={t('settings.locations.intro')}>
        {loaded(locations, (list) => (
          <LocationsEditor locations={list} />
        ))}
      </Section>
    </Stack>
  );
}
