import { Box, Loader, Overlay, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '../api/useUserProfile';
import { TopSection, type NameEditorProps } from './TopSection';

/**
 * The dashboard; this issue brings its top section, later issues add the other sections below it.
 * `NameEditor` is the Edit Name modal, composed in by the route (it belongs to family management).
 */
export function HomePage({ NameEditor }: { NameEditor?: ComponentType<NameEditorProps> }) {
  const { t } = useTranslation('home');
  const profile = useUserProfile();
  return (
    <Box pos="relative" py="md" mih="60vh">
      {profile.isPending && (
        <Overlay color="#fff" backgroundOpacity={0.85} blur={2} zIndex={5}>
          <Stack align="center" gap="sm" pt={96} px="md" role="status">
            <Loader />
            <Text fw={600} ta="center">
              {t('loading')}
            </Text>
          </Stack>
        </Overlay>
      )}
      <TopSection NameEditor={NameEditor} />
    </Box>
  );
}
