import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { giftIcon } from '../../../shared/ui/giftIcons';
import { Icon } from '../../../shared/ui/icons';
import { Loaded } from '../../../shared/ui/Loaded';
import { OperatorRequired } from '../../../shared/ui/OperatorOnly';
import { PagedList } from '../../../shared/ui/PagedList';
import { useGiftCatalogue, usePublishGift } from '../api/useContent';
import { consoleFailure } from '../failureText';
import { RowActions } from './EditorParts';
import type { CatalogueGift } from './giftDraft';

function GiftRow({ gift, publishing, onPublish }: { gift: CatalogueGift; publishing: boolean; onPublish: () => void }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const nameId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={nameId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <ThemeIcon variant="light" radius="xl" size={40} aria-hidden>
            <Icon name={giftIcon(gift.icon)} size={22} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text id={nameId} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {gift.name}
            </Text>
            <Text size="sm" c="dimmed" lang="zh-CN">
              {gift.name_zh}
            </Text>
            <Group gap={6}>
              <Badge color={gift.published ? 'primary' : 'gray'} variant="light">
                {gift.published ? t('content.status.offered') : t('content.status.hidden')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('content.gifts.costLabel', { formatted: format.number(gift.cost) })} ·{' '}
                <span style={{ fontFamily: 'monospace' }}>{gift.item}</span>
              </Text>
            </Group>
          </Stack>
        </Group>
        <RowActions
          title={gift.name}
          shown={gift.published}
          labels={{
            show: t('content.gifts.offer'),
            hide: t('content.gifts.withdraw'),
            showOf: t('content.gifts.offerOf', { title: gift.name }),
            hideOf: t('content.gifts.withdrawOf', { title: gift.name }),
          }}
          editPath={paths.consoleContentEditor('gifts', gift.id)}
          toggling={publishing}
          onToggle={onPublish}
        />
      </Group>
    </Paper>
  );
}

/** The gift catalogue, withdrawn gifts too, in the order families see it. */
export function GiftList() {
  const { t } = useTranslation('console');
  const gifts = useGiftCatalogue();
  const publish = usePublishGift();
  useLogFailure(gifts.error, 'Failed to load the gift catalogue');
  const failure = consoleFailure(publish.error, t('content.publishFailed'));
  if (isRefusal(gifts.error, 'operator_required')) return <OperatorRequired body={t('operatorOnly')} />;
  return (
    <Stack gap="sm">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <Loaded query={gifts} loading={t('content.loading')} failed={t('content.loadFailed')} count={4} height={72}>
        {({ list }) =>
          list.length === 0 ? (
            <Text c="dimmed">{t('content.empty')}</Text>
          ) : (
            <PagedList label={t('content.sections.gifts')} busy={false}>
              {list.map((gift) => (
                <GiftRow
                  key={gift.id}
                  gift={gift}
                  publishing={publish.isPending && publish.variables.id === gift.id}
                  onPublish={() => publish.mutate({ id: gift.id, published: !gift.published })}
                />
              ))}
            </PagedList>
          )
        }
      </Loaded>
    </Stack>
  );
}
