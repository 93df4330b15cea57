import { Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/Modal';

/** 'What do these numbers mean?': one line on what a heroic token is, one on what the valuation means. */
export function TokensInfo() {
  const { t } = useTranslation('tokens');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <div>
        <Button variant="subtle" size="compact-sm" px={4} leftSection={<Icon name="info" size={16} />} onClick={() => setOpened(true)}>
          {t('info.open')}
        </Button>
      </div>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('info.title')}>
        <List spacing="sm" size="sm">
          <List.Item>
            <Text span fw={700}>
              {t('info.tokenTerm')}
            </Text>{' '}
            {t('info.token')}
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              {t('info.valueTerm')}
            </Text>{' '}
            {t('info.value')}
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              {t('info.valuationTerm')}
            </Text>{' '}
            {t('info.valuation')}
          </List.Item>
        </List>
        <Button mt="lg" fullWidth onClick={() => setOpened(false)}>
          {t('info.close')}
        </Button>
      </Modal>
    </>
  );
}
