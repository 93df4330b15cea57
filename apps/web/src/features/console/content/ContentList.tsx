import type { ContentKind } from '@t1d/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { paths, type ContentSection } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Loaded } from '../../../shared/ui/Loaded';
import { OperatorRequired } from '../../../shared/ui/OperatorOnly';
import { PagedList } from '../../../shared/ui/PagedList';
import { pageCount, Pager, usePageParam } from '../../../shared/ui/Pager';
import { CONTENT_PER_PAGE, useContentItems, usePublishContentItem } from '../api/useContent';
import { consoleFailure } from '../failureText';
import { RowActions } from './EditorParts';

type Listed = NonNullable<ReturnType<typeof useContentItems>['data']>['list'][number];

function ItemRow({
  item,
  section,
  publishing,
  onPublish,
}: {
  item: Listed;
  section: ContentSection;
  publishing: boolean;
  onPublish: () => void;
}) {
  const { t } = useTranslation('console');
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text id={titleId} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="sm" c="dimmed" lang="zh-CN" style={{ overflowWrap: 'anywhere' }}>
            {item.title_zh}
          </Text>
          <Group gap={6} mt={4}>
            <Badge color={item.published ? 'primary' : 'gray'} variant="light">
              {item.published ? t('content.status.published') : t('content.status.hidden')}
            </Badge>
            {item.urgent && (
              <Badge color="danger" variant="light">
                {t('content.preview.urgent')}
              </Badge>
            )}
            {item.category && (
              <Badge variant="outline" color="gray">
                {t(`content.categories.${item.category}`)}
              </Badge>
            )}
            {item.from_files && (
              <Badge variant="outline" color="gray">
                {t('content.status.fromFiles')}
              </Badge>
            )}
            <Text size="xs" c="dimmed" ff="monospace">
              {item.slug}
            </Text>
          </Group>
        </Stack>
        <RowActions
          title={item.title}
          shown={item.published}
          labels={{
            show: t('content.publish'),
            hide: t('content.unpublish'),
            showOf: t('content.publishOf', { title: item.title }),
            hideOf: t('content.unpublishOf', { title: item.title }),
          }}
          editPath={paths.consoleContentEditor(section, item.id)}
          toggling={publishing}
          onToggle={onPublish}
        />
      </Group>
    </Paper>
  );
}

/** One kind of the library, hidden items too, a page at a time, in the order parents see them. */
export function ContentList({ section, kind }: { section: ContentSection; kind: ContentKind }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const [page, goTo] = usePageParam();
  const items = useContentItems(kind, page);
  const publish = usePublishContentItem();
  useLogFailure(items.error, 'Failed to load the content');
  const failure = consoleFailure(publish.error, t('content.publishFailed'));
  if (isRefusal(items.error, 'operator_required')) return <OperatorRequired body={t('operatorOnly')} />;
  return (
    <Stack gap="sm">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <Loaded query={items} loading={t('content.loading')} failed={t('content.loadFailed')} count={4} height={80}>
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed">{t('content.empty')}</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" role="status">
                {t('content.count', { count: data.total, formatted: format.number(data.total) })}
              </Text>
              <PagedList label={t(`content.sections.${section}`)} busy={items.isPlaceholderData}>
                {data.list.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    section={section}
                    publishing={publish.isPending && publish.variables.id === item.id}
                    onPublish={() => publish.mutate({ id: item.id, published: !item.published })}
                  />
                ))}
              </PagedList>
              <Pager label={t('content.pages')} pages={pageCount(data.total, CONTENT_PER_PAGE)} page={page} onChange={goTo} />
            </>
          )
        }
      </Loaded>
    </Stack>
  );
}
