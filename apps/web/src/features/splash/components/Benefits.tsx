import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { useSplashOffer } from '../useSplashOffer';

interface Benefit {
  id: 'game' | 'rewards' | 'redFlags' | 'consultation';
  icon: IconName;
  color: string;
}

const benefits: Benefit[] = [
  { id: 'game', icon: 'gamepad', color: 'primary' },
  { id: 'rewards', icon: 'coin', color: 'warning' },
  { id: 'redFlags', icon: 'alert', color: 'danger' },
  { id: 'consultation', icon: 'stethoscope', color: 'primary' },
];

export function Benefits() {
  const { t } = useTranslation('splash');
  const offer = useSplashOffer();
  // The consultation is worded as the deployment offers it: free, or paid with its price.
  const wording = (id: Benefit['id']) => (id === 'consultation' && offer ? (`consultation.${offer.paid ? 'paid' : 'free'}` as const) : id);
  return (
    <Stack gap="md" component="section" aria-labelledby="benefits-title">
      <Title order={2} size="h3" id="benefits-title">
        {t('benefitsTitle')}
      </Title>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {benefits.map((benefit) => (
          <Group component="li" key={benefit.id} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" color={benefit.color}>
              <Icon name={benefit.icon} size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t(`benefits.${wording(benefit.id)}.title`, { price: offer?.price })}</Text>
              <Text size="sm" c="dimmed">
                {t(`benefits.${wording(benefit.id)}.body`, { price: offer?.price })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
