import type { InvitationStatus, InvitationSummary } from '@t1d/contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { Icon } from '../../../shared/ui/icons';

const statusColor: Record<InvitationStatus, string> = {
  pending: 'warning',
  accepted: 'primary',
  expired: 'gray',
  revoked: 'danger',
};

/** Who an invitation is for: the e-mail, else the child's name, else "a shared link". */
export function invitationTarget(invitation: InvitationSummary, sharedLink: string): string {
  return invitation.invitee_email ?? invitation.child_name ?? sharedLink;
}

export function InvitationItem({ invitation, onRevoke }: { invitation: InvitationSummary; onRevoke: () => void }) {
  const { t } = useTranslation('family');
  const format = useFormat();
  // Revoking only asks before it writes: offline the question is not opened.
  const serverAction = useServerAction();
  const who = invitationTarget(invitation, t('invitations.sharedLink'));
  const child = invitation.role === 'child';
  const sent = format.date(invitation.created_at);
  const when = {
    pending: t('invitations.pendingDates', { sent, expires: format.date(invitation.expires_at) }),
    accepted:
      invitation.accepted_at !== null
        ? t(invitation.accepted_name ? 'invitations.acceptedBy' : 'invitations.acceptedOn', {
            date: format.date(invitation.accepted_at),
            name: invitation.accepted_name,
          })
        : t('invitations.sentOn', { sent }),
    expired: t('invitations.expiredOn', { date: format.date(invitation.expires_at) }),
    revoked: t('invitations.sentOn', { sent }),
  }[invitation.status];

  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color={child ? 'warning' : 'primary'} aria-hidden="true">
          <Icon name={invitation.invitee_email ? 'mail' : 'link'} size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {who}
          </Text>
          <Text size="sm">
            {child && invitation.child_name && invitation.invitee_email
              ? t('invitations.childInviteFor', { name: invitation.child_name })
              : t(`invitations.role.${invitation.role}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
        </Stack>
        <Badge color={statusColor[invitation.status]} variant="light" size="lg">
          {t(`invitations.status.${invitation.status}`)}
        </Badge>
      </Group>
      {invitation.status === 'pending' && (
        <Group justify="flex-end" mt="sm">
          <Button
            {...serverAction}
            size="sm"
            variant="subtle"
            color="danger"
            leftSection={<Icon name="ban" size={16} />}
            aria-label={t('invitations.revokeFor', { who })}
            onClick={onRevoke}
          >
            {t('invitations.revoke')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
