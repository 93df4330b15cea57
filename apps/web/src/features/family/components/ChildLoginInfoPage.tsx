import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/PageHeader';
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
      <PageHeader
        back={{ to: paths.familyMembers(), label: t('back') }}
        title={child ? t('loginInfo.titleFor', { name: child.name }) : t('loginInfo.title')}
        intro={t('loginInfo.intro')}
      />
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
