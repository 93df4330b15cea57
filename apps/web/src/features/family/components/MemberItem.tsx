import type { FamilyMember } from '@t1d/contract';
import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { initials } from '../initials';

interface MemberItemProps {
  member: FamilyMember;
  /** The signed-in parent's own entry. */
  self: boolean;
  onEdit: () => void;
  /** Another parent of the family: offered for removal. */
  onRemove?: () => void;
}

export function MemberItem({ member, self, onEdit, onRemove }: MemberItemProps) {
  const { t } = useTranslation('family');
  const child = member.role === 'child';
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Avatar src={member.avatar} alt="" radius="xl" size={48} color={child ? 'warning' : 'primary'}>
          {initials(member.name)}
        </Avatar>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            {self && (
              <Badge variant="outline" size="sm">
                {t('you')}
              </Badge>
            )}
          </Group>
          {child && member.login_name && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('loginName', { name: member.login_name })}
            </Text>
          )}
          {!member.real_name && (
            <Text size="sm" c="dimmed">
              {t('noRealName')}
            </Text>
          )}
        </Stack>
        <Badge color={child ? 'warning' : 'primary'} variant="light" size="lg">
          {t(`roles.${member.role}`)}
        </Badge>
      </Group>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button
          size="sm"
          variant="light"
          leftSection={<Icon name="pencil" size={16} />}
          aria-label={t('editNameOf', { name: member.name })}
          onClick={onEdit}
        >
          {t('editNameButton')}
        </Button>
        {child && (
          <Button
            size="sm"
            variant="light"
            color="warning"
            leftSection={<Icon name="key" size={16} />}
            component={Link}
            to={paths.childLoginInfo(member.user_id)}
            aria-label={t('loginInfoOf', { name: member.name })}
          >
            {t('loginInfoButton')}
          </Button>
        )}
        {onRemove && (
          <Button
            size="sm"
            variant="light"
            color="danger"
            leftSection={<Icon name="userMinus" size={16} />}
            aria-label={t('remove.buttonOf', { name: member.name })}
            onClick={onRemove}
          >
            {t('remove.button')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
