import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CommunityEntry } from './CommunityEntry';

/** /community: the parents' community, what it is for and how to take part. */
export function CommunityPage() {
  const { t } = useTranslation('library');
  return <CommunityEntry title={t('community.pageTitle')} intro={t('community.pageIntro')} />;
}
