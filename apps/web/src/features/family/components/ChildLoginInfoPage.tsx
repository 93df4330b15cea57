import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useParams } from '../../../shared/router';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useFamilyMembers } from '../api/useFamily';
import { LoginLinkCard } from './LoginLinkCard';
import { PasswordInfoCard } from './PasswordInfoCard';

/** Whole positive numbers only: anything else in the address cannot be a child's id. */
export function parseChildId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The page of an id that is not a child of this family: said plainly, with the way back and nothing to act on. */
function UnknownChild() {
  const { t } = useTranslation('family');
  return (
    <Stack gap="sm">
      <Alert color="warning" variant="light" icon={<Icon name="info" />} role="alert" title={t('loginInfo.notFoundTitle')}>
        {t('loginInfo.unknownChild')}
      </Alert>
      <div>
        <Button component={Link} to={paths.familyMembers()} variant="light" leftSection={<Icon name="users" size={18} />}>
          {t('back')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * /child-login-info/:childId: how a child signs in to the game, and a one-time link to do it. The
 * cards appear only once the family's members show the id is one of its children.
 */
export function ChildLoginInfoPage() {
  const { t } = useTranslation('family');
  const childId = parseChildId(useParams().childId);
  const members = useFamilyMembers();
  useLogFailure(members.error, 'Failed to load family members');
  const child = members.data?.members.find((member) => member.user_id === childId && member.role === 'child');

  let body;
  if (child) body = <ChildCards childId={child.user_id} name={child.name} />;
  else if (childId === null || members.data) body = <UnknownChild />;
  else if (members.isError && !isSilentError(members.error))
    body = <LoadError message={t('loadMembersFailed')} onRetry={() => void members.refetch()} />;
  else body = <Skeleton height={220} radius="lg" aria-label={t('loginInfo.loading')} />;

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        back={{ to: paths.familyMembers(), label: t('back') }}
        title={child ? t('loginInfo.titleFor', { name: child.name }) : t('loginInfo.title')}
        intro={child ? t('loginInfo.intro') : undefined}
      />
      {body}
    </Stack>
  );
}

function ChildCards({ childId, name }: { childId: number; name: string }) {
  return (
    <>
      <PasswordInfoCard childId={childId} />
      <LoginLinkCard childId={childId} name={name} />
    </>
  );
}
