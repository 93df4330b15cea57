import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { EmergencyCall } from '../../../shared/emergency/EmergencyCall';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useContentList } from '../api/useLibrary';
import { libraryAnchors } from '../libraryFormat';
import { CardList, LinkCard } from './LinkCard';
import { LessonPlans } from './LessonPlans';
import { Empty, Loaded, Section } from './Loaded';

/** One block of articles: the emergency set (big cards) or the rest of the library. */
function Articles({ urgent }: { urgent: boolean }) {
  const { t } = useTranslation('library');
  const list = useContentList('article', urgent);
  useLogFailure(list.error, 'Failed to load articles');
  return (
    <Loaded query={list} loading={t('urgentLearning.loading')} failed={t('urgentLearning.loadFailed')} count={urgent ? 3 : 4}>
      {(data) => {
        // The full list holds the urgent ones too; they are already above.
        const articles = data.list.filter((article) => article.urgent === urgent);
        if (articles.length === 0) return <Empty>{t('urgentLearning.empty')}</Empty>;
        return (
          <CardList>
            {articles.map((article) => (
              <LinkCard
                key={article.id}
                to={paths.article(article.slug)}
                title={article.title}
                summary={article.summary}
                order={3}
                urgent={urgent}
              />
            ))}
          </CardList>
        );
      }}
    </Loaded>
  );
}

/** /urgent-learning: what to do when it is urgent first, then every article, then the lesson plans. */
export function UrgentLearningPage() {
  const { t } = useTranslation('library');
  return (
    <Stack gap="xl" py="md">
      <Stack gap="md">
        <PageHeader title={t('urgentLearning.pageTitle')} intro={t('urgentLearning.pageIntro')} />
        <Alert color="danger" variant="filled" radius="lg" icon={<Icon name="alert" />} title={t('urgentLearning.emergencyTitle')}>
          <Stack gap="sm">
            <Text size="sm" c="white">
              {t('urgentLearning.emergencyBody')}
            </Text>
            <EmergencyCall onDanger />
          </Stack>
        </Alert>
      </Stack>
      <Section title={t('urgentLearning.setTitle')} intro={t('urgentLearning.setIntro')}>
        <Articles urgent />
      </Section>
      <Section id={libraryAnchors.allArticles} title={t('urgentLearning.allTitle')}>
        <Articles urgent={false} />
      </Section>
      <LessonPlans />
    </Stack>
  );
}
