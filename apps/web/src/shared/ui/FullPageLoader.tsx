import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';

/** Shown while a lazy screen or the persistent-login check is on its way. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <Loader />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
