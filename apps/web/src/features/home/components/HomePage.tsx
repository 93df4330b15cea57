import { Box, Loader, Overlay, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';

interface HomePageProps {
  /** The profile or the configuration is on its way: the overlay covers the sections, already loading beneath it. */
  loading: boolean;
  /** The configuration's rewording of the overlay's text. */
  loadingText?: string;
  /** The sections, in the dashboard's order (composed by the route from the features). */
  children?: ReactNode;
}

/**
 * The dashboard's frame: its sections, under the loading overlay until the parent's configuration is
 * known. Beneath the overlay they are hidden, not only covered: what settles there (the red-flag banner
 * above every card, cards filling in) moves nothing the parent can see or is about to tap.
 */
export function HomePage({ loading, loadingText, children }: HomePageProps) {
  const { t } = useTranslation('home');
  return (
    <Box pos="relative" py="md" mih="60vh">
      {loading && (
        <Overlay color="#fff" backgroundOpacity={0.85} blur={2} zIndex={5}>
          <Stack align="center" gap="sm" pt={96} px="md" role="status">
            <Loader />
            <Text fw={600} ta="center">
              {loadingText || t('loading')}
            </Text>
          </Stack>
        </Overlay>
      )}
      <Stack gap="md" style={loading ? { visibility: 'hidden' } : undefined}>
        {children}
      </Stack>
    </Box>
  );
}
