import type { FamilyMember } from '@t1d/contract';
import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '../../../shared/api';
import { useFamilyMembers } from '../api/useFamily';
import { initials } from '../initials';
import { LoadError } from './LoadError';

export function MemberList() {
  const { t } = useTranslation('family');
  const members = useFamilyMembers();

  if (members.isError && !isSilentError(members.error)) {
    return <LoadError message={t('loadMembersFailed')} onRetry={() => void members.refetch()} />;
  }
  if (!members.data) {
    return (
      <Stack gap="sm">
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  }
  if (members.data.members.length === 0) return <Text c="dimmed">{t('empty')}</Text>;

  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('listLabel')} style={{ listStyle: 'none' }}>
      {members.data.members.map((member) => (
        <MemberItem key={member.user_id} member={member} />
      ))}
    </Stack>
  );
}

function MemberItem({ member }: { member: FamilyMember }) {
  const { t } = useTranslation('family');
  const child = member.role === 'child';
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group wrap="nowrap" gap="md">
        <Avatar src={member.avatar} alt="" radius="xl" size={48} color={child ? 'warning' : 'primary'}>
          {initials(member.name)}
        </Avatar>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          {child && member.login_name && (
            <Text size="sm" c="dimmed">
              {t('loginName', { name: member.login_name })}
            </Text>
          )}
        </Stack>
        <Badge color={child ? 'warning' : 'primary'} variant="light" size="lg">
          {t(`roles.${member.role}`)}
        </Badge>
      </Group>
    </Paper>
  );
}
