import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { InstallOffer } from '../../../shared/install/InstallOffer';
import { useInstall } from '../../../shared/install/useInstall';
import { Modal } from '../../../shared/ui/Modal';

/**
 * The install popup: shown once per browser, a second after a page opens, by
 * app/InstallPopupHost.tsx, which fetches it only then. The browser's dialog where it can open, the
 * guide where it cannot.
 */
export function InstallPopup() {
  const { t } = useTranslation('install');
  const { state } = useInstall();
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  const done = state === 'installed' || state === 'accepted';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('popup.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('popup.close') }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <img src="/icons/icon-192.png" alt="" width={56} height={56} style={{ borderRadius: 12, flexShrink: 0 }} />
          <Text size="sm">{t('popup.body')}</Text>
        </Group>
        <InstallOffer onGuide={close} />
        <Button variant="subtle" color="gray" onClick={close}>
          {done ? t('popup.close') : t('popup.notNow')}
        </Button>
      </Stack>
    </Modal>
  );
}
