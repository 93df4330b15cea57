import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useParams } from '../../../shared/router';
import { isRefusal, isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useContentItem } from '../api/useLibrary';
import { libraryAnchors, parseSlug } from '../libraryFormat';
import { MissingState } from './MissingState';
import { SourcesBox } from './SourcesBox';

/** /article/:id (the id is the article's slug): one article of the library, with what it is based on. */
export function ArticlePage() {
  const { t } = useTranslation('library');
  const slug = parseSlug(useParams().id);
  const article = useContentItem('article', slug);
  useLogFailure(article.error, 'Failed to load article');
  const toUrgent = { to: paths.urgentLearning(), label: t('back.urgent') };
  const toLibrary = { to: paths.urgentLearning(libraryAnchors.allArticles), label: t('back.library') };

  if (slug === null || isRefusal(article.error, 'not_found')) {
    return (
      <Stack gap="lg" py="md">
        <PageHeader title={t('article.pageTitle')} back={toLibrary} />
        <MissingState title={t('article.notFoundTitle')} body={t('article.notFoundBody')} back={toLibrary} />
      </Stack>
    );
  }

  const data = article.data;
  let body;
  if (article.isError && !isSilentError(article.error))
    body = <LoadError message={t('article.loadFailed')} onRetry={() => void article.refetch()} />;
  else if (!data) body = <SkeletonBlock label={t('article.loading')} count={4} height={72} />;
  else
    body = (
      <>
        <Paper component="article" aria-label={data.title} withBorder radius="lg" p="md">
          {data.urgent && (
            <Badge color="danger" variant="light" mb="sm" leftSection={<Icon name="alert" size={14} />}>
              {t('urgent')}
            </Badge>
          )}
          <LibraryText source={data.body} />
        </Paper>
        <SourcesBox sources={data.sources} disclaimer={t('careTeam.article')} />
        <Group gap="sm">
          <Button
            component={Link}
            to={data.urgent ? toUrgent.to : toLibrary.to}
            variant="light"
            rightSection={<Icon name="chevronRight" size={16} />}
          >
            {data.urgent ? t('article.moreUrgent') : t('article.moreLibrary')}
          </Button>
        </Group>
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={data?.title ?? t('article.pageTitle')} intro={data?.summary} back={data?.urgent ? toUrgent : toLibrary} />
      {body}
    </Stack>
  );
}
