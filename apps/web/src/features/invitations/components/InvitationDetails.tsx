import type { Invitation } from '@t1d/contract';
import { Alert, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { CopyableValue } from '../../../shared/ui/share/CopyableValue';
import { LinkShare } from '../../../shared/ui/share/LinkShare';

export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const format = useFormat();
  const who = invitation.invitee_email ?? invitation.child_name ?? t('display.anyone');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('display.for')}
          </Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          {invitation.child_name && invitation.invitee_email && (
            <Text size="sm">{t('display.childName', { name: invitation.child_name })}</Text>
          )}
        </Stack>
        <Badge color={invitation.role === 'child' ? 'warning' : 'primary'} variant="light" size="lg" style={{ flexShrink: 0 }}>
          {t(`display.role.${invitation.role}`)}
        </Badge>
      </Group>

      {invitation.email_sent ? (
        <Alert color="primary" variant="light" icon={<Icon name="mail" />} title={t('display.emailSentTitle')}>
          {t('display.emailSent', { email: invitation.invitee_email ?? '' })}
        </Alert>
      ) : (
        <Alert color="warning" variant="light" icon={<Icon name="share" />} title={t('display.notSentTitle')}>
          {t('display.notSent')}
        </Alert>
      )}

      <CopyableValue label={t('display.code')} value={invitation.invite_code} copyLabel={t('display.copyCode')} />
      <Divider />
      <LinkShare
        url={invitation.invite_url}
        label={t('display.link')}
        qrLabel={t('display.qrLabel')}
        shareTitle={t('display.shareTitle')}
        shareText={t(`display.shareText.${invitation.role}`)}
      />
      <Group gap={6} wrap="nowrap">
        <Icon name="clock" size={18} />
        <Text size="sm">{t('display.expires', { date: format.dateTime(invitation.expires_at) })}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('display.onlyNow')}
      </Text>
    </Stack>
  );
}
