import type { GiftOffer } from '@t1d/contract';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';
import { giftIcon } from '../../../shared/ui/giftIcons';

interface GiftCardProps {
  offer: GiftOffer;
  affordable: boolean;
  /** Why it cannot be chosen yet besides the price (no child chosen): the id of the words saying so. */
  blockedBy: string | null;
  onChoose: (offer: GiftOffer) => void;
}

/** One gift: its picture, name, what it does in the game, and its price; out of reach when the coins fall short. */
export function GiftCard({ offer, affordable, blockedBy, onChoose }: GiftCardProps) {
  const { t } = useTranslation('gifts');
  const format = useFormat();
  // Choosing only opens the question before sending: offline it is not opened.
  const serverAction = useServerAction({ disabled: blockedBy !== null, describedBy: blockedBy ?? undefined });
  return (
    <Paper component="li" withBorder radius="lg" p="md" style={{ display: 'flex', flexDirection: 'column', opacity: affordable ? 1 : 0.7 }}>
      <Group wrap="nowrap" align="flex-start" gap="sm" style={{ flex: 1 }}>
        <ThemeIcon variant="light" color={affordable ? 'primary' : 'gray'} radius="xl" size={48} aria-hidden>
          <Icon name={giftIcon(offer.icon)} size={26} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {offer.name}
          </Title>
          <Text size="sm" c="dimmed">
            {offer.description}
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" align="center" mt="sm" gap="xs">
        <Group gap={4} c="warning.8" wrap="nowrap">
          <Icon name="coin" size={18} />
          <Text fw={700}>{t('coins', { count: offer.cost, formatted: format.number(offer.cost) })}</Text>
        </Group>
        {affordable ? (
          <Button
            {...serverAction}
            size="sm"
            leftSection={<Icon name="gift" size={16} />}
            aria-label={t('catalogue.chooseLabel', { gift: offer.name })}
            onClick={() => onChoose(offer)}
          >
            {t('catalogue.choose')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="default"
            disabled
            aria-label={`${t('catalogue.chooseLabel', { gift: offer.name })}: ${t('catalogue.notEnough')}`}
          >
            {t('catalogue.notEnough')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
