import { Button, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useLogFailure } from '../../../shared/api';
import { Icon, iconFor } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useFitnessCategories } from '../api/useFitness';
import { fitnessColor, fitnessPath } from '../fitness';

/** Dashboard section fitness_challenge (dev mode or the secret unlock): the fitness kinds. */
export function FitnessChallengeSection() {
  const { t } = useTranslation('fitness');
  const kinds = useFitnessCategories();
  useLogFailure(kinds.error, 'Failed to load fitness kinds');
  const list = kinds.data ?? [];

  return (
    <SectionCard id="fitness-challenge" title={t('sectionTitle')} icon="run" color="danger">
      {kinds.isPending ? (
        <SkeletonBlock label={t('loading')} height={44} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('noKinds')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {list.map((kind) => (
            <Button
              key={kind.id}
              component={Link}
              to={fitnessPath(kind)}
              variant="light"
              color={fitnessColor(kind.color)}
              leftSection={<Icon name={iconFor(kind.icon, 'run')} size={20} />}
            >
              {kind.name}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
