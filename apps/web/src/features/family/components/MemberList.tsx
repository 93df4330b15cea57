import type { FamilyMember } from '@t1d/contract';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { LoadError } from '../../../shared/ui/LoadError';
import { useFamilyMembers } from '../api/useFamily';
import { storedDetails } from '../storedDetails';
import { EditNameModal, type EditableMember } from './EditNameModal';
import { MemberItem } from './MemberItem';
import { RemoveParentModal } from './RemoveParentModal';

/** Parents, then children, each with their name and the ways to look after it. */
export function MemberList() {
  const { t } = useTranslation('family');
  const members = useFamilyMembers();
  const { user } = useSession();
  const [editing, setEditing] = useState<EditableMember | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);

  if (members.isError && !isSilentError(members.error)) {
    return <LoadError message={t('loadMembersFailed')} onRetry={() => void members.refetch()} />;
  }
  if (!members.data) {
    return (
      <Stack gap="sm">
        <Skeleton height={96} radius="lg" />
        <Skeleton height={96} radius="lg" />
      </Stack>
    );
  }

  const selfId = String(user?.user_id ?? '');
  const toEditable = (member: FamilyMember): EditableMember => {
    const own = user && String(member.user_id) === selfId ? storedDetails(user) : null;
    return {
      user_id: member.user_id,
      role: member.role,
      real_name: member.real_name,
      identifier: member.role === 'child' ? member.login_name : (own?.identifier ?? null),
      campaign: own?.campaign ?? null,
      hospital: own?.hospital ?? null,
    };
  };
  const parents = members.data.members.filter((member) => member.role !== 'child');
  const children = members.data.members.filter((member) => member.role === 'child');
  const group = (id: string, title: string, list: FamilyMember[], empty: string) => (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((member) => (
            <MemberItem
              key={member.user_id}
              member={member}
              self={String(member.user_id) === selfId}
              onEdit={() => setEditing(toEditable(member))}
              onRemove={member.role === 'parent' && String(member.user_id) !== selfId ? () => setRemoving(member) : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <>
      {group('parents-heading', t('parents'), parents, t('empty'))}
      {group('children-heading', t('childrenTitle'), children, t('noChildren'))}
      <EditNameModal opened={editing !== null} member={editing} onClose={() => setEditing(null)} />
      <RemoveParentModal parent={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
