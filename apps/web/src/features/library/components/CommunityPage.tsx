import { useTranslation } from 'react-i18next';
import { CommunityEntry } from './CommunityEntry';

/** /community: the parents' community, what it is for and how to take part. */
export function CommunityPage() {
  const { t } = useTranslation('library');
  return <CommunityEntry title={t('community.pageTitle')} intro={t('community.pageIntro')} />;
}
