import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onExpiryRedirect, onTokenExpired } from '../../../shared/api';
import { paths } from '../../../shared/paths';

/**
 * The Session Expired modal (spec section 2): opens on the tokenExpired event, cannot be closed by
 * the backdrop or Escape, and stays up while the expiry flow moves the app to /signup after 1 s.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const offExpired = onTokenExpired(() => setOpened(true));
    // "Sign In Again" may already have brought the user to /signup; do not reset that page.
    const offRedirect = onExpiryRedirect(() => {
      if (window.location.pathname !== paths.signup.pattern) navigate(paths.signup({ tab: 'signin' }), { replace: true });
    });
    return () => {
      offExpired();
      offRedirect();
    };
  }, [navigate]);

  const signInAgain = () => {
    setOpened(false);
    navigate(paths.signup({ tab: 'signin' }), { replace: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={t('title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={1100}
    >
      <Stack gap="sm">
        <Text>{t('body')}</Text>
        <Text c="dimmed" size="sm">
          {t('safe')}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setOpened(false)}>
          {t('cancel')}
        </Button>
        <Button onClick={signInAgain}>{t('signInAgain')}</Button>
      </Group>
    </Modal>
  );
}
