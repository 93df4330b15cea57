import { Alert } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import { stepErrorKey, type StepName } from '../stepErrors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';

/** Why a step did not go through, in the app's words (the server's 409 text is English only and logged). */
export function StepError({ step, error }: { step: StepName; error: unknown }) {
  const { t } = useTranslation('consultation');
  const key = stepErrorKey(step, error);
  if (!key) return null;
  return <ErrorAlert title={t('errors.title')}>{t(`errors.${key}`)}</ErrorAlert>;
}

/** No clinic page to open (none configured, or the addresses did not load): the user hears what happens next. */
export function MissingPage({ step }: { step: 'book' | 'referral' }) {
  const { t } = useTranslation('consultation');
  return (
    <Alert color="primary" variant="light" icon={<Icon name="info" />} role="status" title={t(`missingPage.${step}.title`)}>
      {t(`missingPage.${step}.body`)}
    </Alert>
  );
}
