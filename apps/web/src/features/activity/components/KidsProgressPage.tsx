import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useChildSkills, useChildren } from '../api/useActivity';

/** /kids-progress: the skills each child has learned in the game, newest first. */
export function KidsProgressPage() {
  const { t } = useTranslation('activity');
  const format = useFormat();
  const children = useChildren();
  const kids = children.data?.members ?? [];
  const skills = useChildSkills(kids);
  useLogFailure(children.error, 'Failed to load children');
  useLogFailure(skills.find((entry) => entry.error)?.error, 'Failed to load skills');

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('skills.pageTitle')} intro={t('skills.pageIntro')} />
      {children.isPending ? (
        <SkeletonBlock label={t('skills.loading')} count={2} height={120} />
      ) : children.isError && !isSilentError(children.error) ? (
        <LoadError message={t('loadFailed')} onRetry={() => void children.refetch()} />
      ) : kids.length === 0 ? (
        <Text>{t('noChildren')}</Text>
      ) : (
        kids.map((child, position) => {
          const result = skills[position];
          // A failed load reads as no skills.
          const list = result?.data?.skills ?? [];
          const titleId = `child-${child.user_id}-skills`;
          return (
            <Paper key={child.user_id} component="section" withBorder radius="lg" p="md" aria-labelledby={titleId}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id={titleId}>
                  {child.name}
                </Title>
                <Badge variant="light" size="lg">
                  {t('skills.count', { count: list.length, formatted: format.number(list.length) })}
                </Badge>
              </Group>
              {result?.isPending ? (
                <SkeletonBlock label={t('skills.loading')} count={2} height={28} />
              ) : list.length === 0 ? (
                <Text c="dimmed">{t('skills.none')}</Text>
              ) : (
                <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.map((skill) => (
                    <Group component="li" key={`${skill.name}-${skill.learned_at}`} gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
                        <Icon name="sparkles" size={16} />
                      </ThemeIcon>
                      <Text fw={600} style={{ flex: 1 }}>
                        {skill.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {format.date(skill.learned_at)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
