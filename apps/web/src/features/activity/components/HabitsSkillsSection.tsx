import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useSkillsLastWeek } from '../api/useActivity';

/** Dashboard section habits_skills: the skills the children learned in the last seven days. */
export function HabitsSkillsSection() {
  const { t } = useTranslation('activity');
  const skills = useSkillsLastWeek();
  useLogFailure(skills.error, 'Failed to load skills');
  // A failed load shows as an empty list.
  const list = skills.data ?? [];

  return (
    <SectionCard
      id="habits-skills"
      title={t('skills.sectionTitle')}
      icon="sparkles"
      link={{ to: paths.kidsProgress(), label: t('skills.progressLink'), ariaLabel: t('skills.progressLinkLabel') }}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('skills.lastWeek')}
      </Text>
      {skills.isPending ? (
        <SkeletonBlock label={t('skills.loading')} height={28} />
      ) : list.length === 0 ? (
        <Text>{t('skills.noneLastWeek')}</Text>
      ) : (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('skills.lastWeek')}>
          {list.map((skill) => (
            <Badge component="li" key={skill} variant="light" size="lg" radius="sm" tt="none">
              {skill}
            </Badge>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
