import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useFamilyStreaks } from '../api/useActivity';
import { clampPercent } from '../progress';

/** /family-streak: the family's login days, and each child's active days this month. */
export function FamilyStreakPage() {
  const { t, i18n } = useTranslation('activity');
  const format = useFormat();
  const [now] = useState(() => new Date());
  const { family, children, kids, loginDays, childDays } = useFamilyStreaks(now);
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(now);

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('streak.pageTitle')} intro={t('streak.pageIntro')} />
      <Paper withBorder radius="lg" p="md" bg="warning.0">
        <Text fw={600} c="dimmed">
          {t('streak.familyTitle')}
        </Text>
        {family.isPending ? (
          <SkeletonBlock label={t('streak.loading')} height={44} width={120} />
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={44} fw={800} lh={1.1} c="warning.8">
              {format.number(loginDays)}
            </Text>
            <Text fw={600} c="dimmed">
              {t('streak.loginDays', { count: loginDays })}
            </Text>
          </Group>
        )}
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="child-streaks-title">
        <Title order={2} size="h4" id="child-streaks-title">
          {t('streak.childrenTitle', { month: monthName })}
        </Title>
        {children.isPending ? (
          <SkeletonBlock label={t('streak.loading')} count={2} height={72} />
        ) : children.isError && !isSilentError(children.error) ? (
          <LoadError message={t('loadFailed')} onRetry={() => void children.refetch()} />
        ) : kids.length === 0 ? (
          <Text>{t('noChildren')}</Text>
        ) : (
          kids.map((child, position) => {
            const days = childDays[position] ?? null;
            return (
              <Paper key={child.user_id} withBorder radius="md" p="sm">
                {days === null ? (
                  <>
                    <Text fw={700} mb={6}>
                      {child.name}
                    </Text>
                    <SkeletonBlock label={t('streak.loading')} height={16} />
                  </>
                ) : (
                  <>
                    <Group justify="space-between" mb={6}>
                      <Text fw={700}>{child.name}</Text>
                      <Text fw={600}>{t('streak.daysOfMonth', { days: format.number(days), total: daysInMonth })}</Text>
                    </Group>
                    <Progress
                      value={clampPercent(days, daysInMonth)}
                      color="warning"
                      size="lg"
                      radius="xl"
                      aria-label={t('streak.childBar', { name: child.name, days: format.number(days), total: daysInMonth })}
                    />
                  </>
                )}
              </Paper>
            );
          })
        )}
      </Stack>
    </Stack>
  );
}
