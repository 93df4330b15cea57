import type { ContentKind } from '@t1d/contract';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useParams } from '../../../shared/router';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { paths, type ContentSection } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { Loaded, type LoadedQuery } from '../../../shared/ui/Loaded';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useContentItem, useGiftCatalogue } from '../api/useContent';
import { kindOf, parseEditorId, parseSection } from './contentSections';
import { GiftEditor } from './GiftEditor';
import { ItemEditor } from './ItemEditor';

/** The page around an editor while its item loads, or when the address names none. */
function EditorFrame({ section, children }: { section: ContentSection; children: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="md" py="md">
      <PageHeader title={t('content.title')} back={{ to: paths.consoleContentList(section), label: t(`content.back.${section}`) }} />
      {children}
    </Stack>
  );
}

/** An editor's item on its way: its skeleton, or why it did not come with a retry. */
function StillLoading({ section, query }: { section: ContentSection; query: LoadedQuery<unknown> }) {
  const { t } = useTranslation('console');
  return (
    <EditorFrame section={section}>
      <Loaded query={query} loading={t('content.loading')} failed={t('content.loadFailed')} count={3} height={120}>
        {() => null}
      </Loaded>
    </EditorFrame>
  );
}

function ExistingItem({ section, kind, id }: { section: ContentSection; kind: ContentKind; id: number }) {
  const { t } = useTranslation('console');
  const item = useContentItem(id);
  useLogFailure(item.error, 'Failed to load the content item');
  if (isRefusal(item.error, 'operator_required')) return <OperatorOnly title={t('content.title')} />;
  // An id of another kind, or of no item, is the same missing page.
  if (isRefusal(item.error, 'not_found') || (item.data && item.data.kind !== kind)) return <Missing section={section} />;
  if (item.data) return <ItemEditor key={id} section={section} kind={kind} item={item.data} />;
  return <StillLoading section={section} query={item} />;
}

function ExistingGift({ id }: { id: number }) {
  const { t } = useTranslation('console');
  const gifts = useGiftCatalogue();
  useLogFailure(gifts.error, 'Failed to load the gift catalogue');
  if (isRefusal(gifts.error, 'operator_required')) return <OperatorOnly title={t('content.title')} />;
  const gift = gifts.data?.list.find((candidate) => candidate.id === id);
  if (gift) return <GiftEditor key={id} gift={gift} />;
  if (gifts.data) return <Missing section="gifts" />;
  return <StillLoading section="gifts" query={gifts} />;
}

function Missing({ section }: { section: ContentSection }) {
  const { t } = useTranslation('console');
  return (
    <EditorFrame section={section}>
      <Alert color="gray" variant="light" icon={<Icon name="info" />} title={t('content.missingTitle')}>
        {t('content.missing')}
      </Alert>
    </EditorFrame>
  );
}

/** /admin/content/:section/:id: one item's editor, or a new one's (`new`). */
export function ContentEditorPage() {
  const params = useParams();
  const section = parseSection(params.section);
  const id = parseEditorId(params.id);
  if (!section) return <Navigate to={paths.consoleContent()} replace />;
  const kind = kindOf(section);
  if (id === null) return <Missing section={section} />;
  if (id === 'new') return kind ? <ItemEditor key="new" section={section} kind={kind} item={null} /> : <GiftEditor key="new" gift={null} />;
  return kind ? <ExistingItem section={section} kind={kind} id={id} /> : <ExistingGift id={id} />;
}
