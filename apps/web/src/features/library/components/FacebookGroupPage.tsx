import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CommunityEntry } from './CommunityEntry';

/** /facebook-group: the same group, as the clinic's own online group for parents (both addresses are the product's). */
export function FacebookGroupPage() {
  const { t } = useTranslation('library');
  return <CommunityEntry title={t('group.pageTitle')} intro={t('group.pageIntro')} />;
}
