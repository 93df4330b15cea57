import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { signOut } from '../../../shared/session';
import { Icon } from '../../../shared/ui/icons';

interface SignedInInviteNoticeProps {
  email: string | null;
  /** The e-mail of whoever sent the invitation, once checked. */
  inviterEmail: string | null;
}

/**
 * The guard lets a signed-in parent open an invitation link, but an account
 * belongs to one family for good: accepting means a new account, so say so, and offer to sign
 * out first rather than leave this device with two sessions. A parent opening their own link
 * (to check it) is told to pass it on instead.
 */
export function SignedInInviteNotice({ email, inviterEmail }: SignedInInviteNoticeProps) {
  const { t } = useTranslation('auth');
  const [leaving, setLeaving] = useState(false);
  const own = email !== null && inviterEmail !== null && email.toLowerCase() === inviterEmail.toLowerCase();

  if (own) {
    return (
      <Alert color="primary" variant="light" icon={<Icon name="info" />} title={t('signedInInvite.ownTitle')}>
        <Text size="sm">{t('signedInInvite.ownBody')}</Text>
        <Button size="sm" mt="sm" component={Link} to={paths.familyMembers()}>
          {t('signedInInvite.family')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="warning" variant="light" icon={<Icon name="info" />} title={t('signedInInvite.title')}>
      <Text size="sm">{email ? t('signedInInvite.bodyWithEmail', { email }) : t('signedInInvite.body')}</Text>
      <Group gap="sm" mt="sm">
        <Button
          size="sm"
          color="warning"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut().finally(() => setLeaving(false));
          }}
        >
          {t('signedInInvite.signOut')}
        </Button>
        <Button size="sm" variant="default" component={Link} to={paths.home()}>
          {t('signedInInvite.home')}
        </Button>
      </Group>
    </Alert>
  );
}
