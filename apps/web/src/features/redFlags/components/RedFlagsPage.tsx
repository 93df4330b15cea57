import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { EmergencyCall } from '../../../shared/emergency/EmergencyCall';
import { paths } from '../../../shared/paths';
import { LoadError } from '../../../shared/ui/LoadError';
import { PagedList } from '../../../shared/ui/PagedList';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { pageCount, Pager, usePageParam } from '../../../shared/ui/Pager';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useRedFlags } from '../api/useRedFlags';
import { RED_FLAG_PAGE_SIZE } from '../redFlagList';
import { RedFlagCounts } from './RedFlagCounts';
import { RedFlagItem } from './RedFlagItem';
import { RedFlagTogether } from './RedFlagTogether';

/** /red-flag-and-interventions: every red flag of the family, read or not, newest first, 10 a page. */
export function RedFlagsPage() {
  const { t } = useTranslation('redFlags');
  const [page, goTo] = usePageParam();
  const flags = useRedFlags(page);
  useLogFailure(flags.error, 'Failed to fetch red flag interventions');
  const pages = pageCount(flags.data?.all_total ?? 0, RED_FLAG_PAGE_SIZE);

  let body;
  if (flags.isError && !isSilentError(flags.error)) body = <LoadError message={t('loadFailed')} onRetry={() => void flags.refetch()} />;
  else if (!flags.data) body = <SkeletonBlock label={t('loading')} count={3} height={150} />;
  else
    body = (
      <>
        <Paper withBorder radius="lg" p="md" bg={flags.data.total > 0 ? 'danger.0' : undefined}>
          <RedFlagCounts unread={flags.data.total} all={flags.data.all_total} size="md" />
          {/* The empty state ('No unread red flags found.'); flags already read still follow below. */}
          {flags.data.total === 0 && <Text mt={4}>{t('noneUnread')}</Text>}
        </Paper>
        {flags.data.data.length > 0 && (
          <PagedList label={t('listLabel')} busy={flags.isPlaceholderData}>
            {flags.data.data.map((flag) => (
              <RedFlagItem key={flag.id} flag={flag} withIntervention>
                <RedFlagTogether flag={flag} />
              </RedFlagItem>
            ))}
          </PagedList>
        )}
      </>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('pageTitle')} intro={t('pageIntro')} />
      <EmergencyCall compact />
      <Anchor component={Link} to={paths.redFlagHistory()} fw={600} w="fit-content">
        {t('history.link')}
      </Anchor>
      {body}
      <Pager label={t('pages')} pages={pages} page={page} onChange={goTo} />
    </Stack>
  );
}
