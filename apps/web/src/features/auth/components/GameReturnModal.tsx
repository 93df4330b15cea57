import type { SsoAction } from '@t1d/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useGameReturn, useSignInOptions } from '../api/useAuthCommands';
import { authErrorMessage } from '../authErrors';
import { leaveFor } from '../leave';
import { forgetSso, type SsoInfo } from '../sso';
import { Modal } from '../../../shared/ui/Modal';

interface GameReturnModalProps {
  opened: boolean;
  title: string;
  message: string;
  /** What the parent just did, for the game (docs/protocol.md, CommonSso.createGameReturn). */
  action: SsoAction;
  /** SSO mode: go back to the game's callback; otherwise to the game's own page. */
  sso: SsoInfo | null;
  onStay: () => void;
}

/**
 * 'Stay on App' or 'Go Back to Game': after a Google sign-up, and in SSO mode after
 * any sign-in or sign-up. In SSO mode going back asks the server for the callback address with a
 * one-time token (never the session token); the server checks the callback against its allow-list again.
 */
export function GameReturnModal({ opened, title, message, action, sso, onStay }: GameReturnModalProps) {
  const { t } = useTranslation('auth');
  const options = useSignInOptions();
  const gameReturn = useGameReturn();
  const [leaving, setLeaving] = useState(false);
  const gameUrl = options.data?.game_url ?? '';
  const failure = gameReturn.error ? authErrorMessage(gameReturn.error, 'signin') : null;

  // Staying ends SSO mode: a later visit is not taken back to this game link.
  const stay = () => {
    forgetSso();
    onStay();
  };

  const goBack = () => {
    if (!sso) {
      setLeaving(true);
      leaveFor(gameUrl);
      return;
    }
    gameReturn.mutate(
      { callback_url: sso.callbackUrl, action },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          forgetSso();
          leaveFor(url);
        },
      },
    );
  };

  return (
    // The two choices are the only ways out (Escape stays, as 'Stay on App' does).
    <Modal opened={opened} onClose={stay} title={title} closeOnClickOutside={false} withCloseButton={false}>
      <Stack gap="md">
        <Text>{message}</Text>
        {failure && (
          <Alert color="danger" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button onClick={stay} variant="default" disabled={leaving}>
          {t('gameReturn.stay')}
        </Button>
        {(sso || gameUrl) && (
          <Button onClick={goBack} loading={gameReturn.isPending || leaving}>
            {t('gameReturn.back')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
