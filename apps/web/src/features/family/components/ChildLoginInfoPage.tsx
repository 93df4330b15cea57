import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../shared/ui/icons';
import { useFamilyMembers } from '../api/useFamily';
import { LoginLinkCard } from './LoginLinkCard';
import { PasswordInfoCard } from './PasswordInfoCard';

/** Whole positive numbers only: anything else in the address cannot be a child's id. */
export function parseChildId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** /child-login-info/:childId: how a child signs in to the game, and a one-time link to do it. */
export function ChildLoginInfoPage() {
  const { t } = useTranslation('family');
  const childId = parseChildId(useParams().childId);
  const members = useFamilyMembers();
  const child = members.data?.members.find((member) => member.user_id === childId && member.role === 'child');

  return (
    <Stack gap="lg" py="md">
      <Anchor component={Link} to="/family-member-management" size="sm" fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          <Icon name="arrowLeft" size={16} />
          {t('back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {child ? t('loginInfo.titleFor', { name: child.name }) : t('loginInfo.title')}
        </Title>
        <Text c="dimmed">{t('loginInfo.intro')}</Text>
      </div>
      {childId === null ? (
        <Paper withBorder radius="lg" p="md">
          <Text role="alert">{t('loginInfo.unknownChild')}</Text>
        </Paper>
      ) : (
        <>
          <PasswordInfoCard childId={childId} />
          <LoginLinkCard childId={childId} name={child?.name ?? null} />
        </>
      )}
    </Stack>
  );
}
