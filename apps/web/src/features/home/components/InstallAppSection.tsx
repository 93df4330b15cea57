import { Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { LazyInstallOffer } from '../../../shared/install/LazyInstallOffer';
import { runsInstalled } from '../../../shared/install/installPrompt';
import { SectionCard } from '../../../shared/ui/SectionCard';

/**
 * Dashboard section install_app: the browser's own install dialog where it offers one, the state's
 * message, and the way to the manual guide where it cannot (Safari never offers). Not drawn in the
 * installed app, where there is nothing left to do.
 */
export function InstallAppSection() {
  const { t } = useTranslation('home');
  if (runsInstalled()) return null;
  return (
    <SectionCard id="install-app" title={t('install.title')} icon="download">
      <Text size="sm" c="dimmed" mb="sm">
        {t('install.description')}
      </Text>
      <Suspense fallback={null}>
        <LazyInstallOffer />
      </Suspense>
    </SectionCard>
  );
}
