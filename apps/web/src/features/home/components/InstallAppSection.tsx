import { Button, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runsInstalled, useInstallOffer } from '../../../shared/install/installPrompt';
import { Icon } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/SectionCard';

/**
 * Dashboard section install_app: the browser's own install dialog where it offers one, and the steps
 * for each kind of device where it does not (Safari never does). Not drawn in the installed app.
 */
export function InstallAppSection() {
  const { t } = useTranslation('home');
  const offer = useInstallOffer();
  if (runsInstalled()) return null;
  return (
    <SectionCard id="install-app" title={t('install.title')} icon="download">
      <Text size="sm" c="dimmed" mb="sm">
        {t('install.description')}
      </Text>
      {offer.canInstall && (
        <Button mb="sm" leftSection={<Icon name="download" size={18} />} onClick={() => void offer.install()}>
          {t('install.action')}
        </Button>
      )}
      <Text size="sm" fw={600} mb={4}>
        {t('install.howTitle')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('install.iphone')}</List.Item>
        <List.Item>{t('install.android')}</List.Item>
        <List.Item>{t('install.desktop')}</List.Item>
      </List>
    </SectionCard>
  );
}
