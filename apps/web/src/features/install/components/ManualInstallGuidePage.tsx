import { Accordion, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from '../../../shared/router';
import { guideBack } from '../../../shared/install/guideReturn';
import { detectPlatform } from '../../../shared/install/platform';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { partsFor } from '../guideParts';
import { GuidePartItem } from './GuidePartItem';

/**
 * /manual-install-guide: how to add the app to the home screen on an iPhone or
 * iPad, an Android phone and a computer, the reader's own device first and open. Public: the sign-in
 * page and the install popup lead here before anyone has signed in; the back link returns to the page
 * the guide was opened from (shared/install/guideReturn.ts).
 */
export function ManualInstallGuidePage() {
  const { t } = useTranslation('install');
  const { state } = useLocation();
  const [current] = useState(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('guide.title')} intro={t('guide.intro')} back={{ to: guideBack(state), label: t('guide.back') }} />
      <Accordion multiple defaultValue={[current]} variant="separated" radius="lg" chevronPosition="right">
        {partsFor(current).map((part) => (
          <GuidePartItem key={part.platform} part={part} current={part.platform === current} />
        ))}
      </Accordion>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon name="check" size={22} color="var(--mantine-color-primary-6)" />
        <Text>{t('guide.after')}</Text>
      </Group>
    </Stack>
  );
}
