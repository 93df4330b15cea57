import type { TextEntry } from '@t1d/contract';
import { Alert, Button, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { pageCount, Pager } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useAllTexts } from '../api/useTexts';
import { AddTextForm } from './AddTextForm';
import { filterTexts, namespaceOf, type TextFilter } from './textSearch';
import { TextRow } from './TextRow';
import { useTextDrafts } from './useTextDrafts';

const PER_PAGE = 20;

/** Where each namespace's texts show: screen addresses, or every screen for the frame's own texts. */
export type TextPlaces = Record<string, string[] | 'everywhere'>;

/**
 * /admin/texts: every text of the app in English and Chinese (ADR 0023). Search by key or wording,
 * edit both languages side by side, save one text or every edit at once, add a text of the clinic's
 * own. Parents see a change within the text cache's 5 minutes.
 */
export function TextsPage({ places }: { places: TextPlaces }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const texts = useAllTexts();
  useLogFailure(texts.error, 'Failed to load the texts');
  const [filter, setFilter] = useState<TextFilter>({ search: '', section: null, changedOnly: false });
  const [page, setPage] = useState(1);
  const all = useMemo(() => texts.data ?? [], [texts.data]);
  const drafts = useTextDrafts(all);
  const shown = useMemo(() => filterTexts(all, filter), [all, filter]);
  const sections = useMemo(() => [...new Set(all.map((text) => text.section))].sort(), [all]);
  const refine = (change: Partial<TextFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const whereOf = (text: TextEntry) => {
    const place = places[namespaceOf(text)];
    if (place === 'everywhere') return t('texts.everywhere');
    return place?.length ? t('texts.shownOn', { pages: place.join(t('texts.listSeparator')) }) : t('texts.notOnAScreen');
  };
  const saveAll = async () => {
    const saved = await drafts.saveAll();
    if (saved !== null)
      notifications.show({ color: 'primary', message: t('texts.savedAll', { count: saved, formatted: format.number(saved) }) });
  };

  if (isRefusal(texts.error, 'operator_required')) return <OperatorOnly title={t('texts.title')} />;

  const pages = pageCount(shown.length, PER_PAGE);
  const current = Math.min(page, pages);
  return (
    <Stack gap="md" py="md">
      <PageHeader title={t('texts.title')} intro={t('texts.intro')} back={null} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('texts.search')}
          placeholder={t('texts.searchHint')}
          value={filter.search}
          onChange={(event) => refine({ search: event.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
        />
        <NativeSelect
          label={t('texts.section')}
          data={[{ value: '', label: t('texts.allSections') }, ...sections]}
          value={filter.section ?? ''}
          onChange={(event) => refine({ section: event.currentTarget.value || null })}
          style={{ flex: '0 1 200px' }}
        />
        <Switch
          label={t('texts.changedOnly')}
          checked={filter.changedOnly}
          onChange={(event) => refine({ changedOnly: event.currentTarget.checked })}
          pb={8}
        />
      </Group>
      {texts.isError && !isRefusal(texts.error, 'operator_required') && (
        <LoadError message={t('texts.loadFailed')} onRetry={() => void texts.refetch()} />
      )}
      {!texts.data && !texts.isError && <SkeletonBlock label={t('texts.loading')} count={6} height={96} />}
      {texts.data && (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('texts.count', { count: shown.length, formatted: format.number(shown.length) })}
            </Text>
            {drafts.pending.length > 0 && (
              <Button onClick={() => void saveAll()} loading={drafts.savingAll} leftSection={<Icon name="check" size={16} />}>
                {t('texts.saveAll', { count: drafts.pending.length, formatted: format.number(drafts.pending.length) })}
              </Button>
            )}
          </Group>
          {drafts.bulkFailure && (
            <Alert color="danger" variant="light" role="alert">
              {drafts.bulkFailure}
            </Alert>
          )}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('texts.listLabel')}>
            {shown.slice((current - 1) * PER_PAGE, current * PER_PAGE).map((text) => (
              <TextRow
                key={text.id}
                text={text}
                draft={drafts.drafts[text.id]}
                where={whereOf(text)}
                saving={drafts.savingId === text.id}
                failure={drafts.failures[text.id] ?? null}
                onDraft={(draft) => drafts.setDraft(text.id, draft)}
                onSave={() => void drafts.saveOne(text)}
              />
            ))}
          </Stack>
          <Pager label={t('texts.pages')} pages={pages} page={current} onChange={setPage} />
          <AddTextForm sections={sections} />
        </>
      )}
    </Stack>
  );
}
