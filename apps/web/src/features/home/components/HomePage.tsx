import { Box, Loader, Overlay, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '../api/useUserProfile';
import { TopSection, type NameEditorProps } from './TopSection';

interface HomePageProps {
  /** The Edit Name modal, composed in by the route (it belongs to family management). */
  NameEditor?: ComponentType<NameEditorProps>;
  /** The Notifications icon with its unread dot, composed in by the route (it belongs to notifications). */
  Notifications?: ComponentType;
  /** The sections under the top section, in the dashboard's order (other features, composed by the route). */
  children?: ReactNode;
}

/** The dashboard: the top section, then the sections the route hands in. */
export function HomePage({ NameEditor, Notifications, children }: HomePageProps) {
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
      <Stack gap="md">
        <TopSection NameEditor={NameEditor} Notifications={Notifications} operator={profile.data?.is_operator === true} />
        {children}
      </Stack>
    </Box>
  );
}
