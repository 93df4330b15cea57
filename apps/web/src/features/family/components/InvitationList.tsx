import type { InvitationSummary } from '@t1d/contract';
import { Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { LoadError } from '../../../shared/ui/LoadError';
import { pageCount } from '../../../shared/ui/Pager';
import { INVITATIONS_PER_PAGE, useInvitations } from '../api/useFamily';
import { InvitationItem } from './InvitationItem';
import { RevokeInvitationModal } from './RevokeInvitationModal';

/** The family's invitations, newest first, with their state; a pending one can be revoked. */
export function InvitationList() {
  const { t } = useTranslation('family');
  const [page, setPage] = useState(1);
  const invitations = useInvitations(page);
  const [revoking, setRevoking] = useState<InvitationSummary | null>(null);

  let body;
  if (invitations.isError && !isSilentError(invitations.error)) {
    body = <LoadError message={t('invitations.loadFailed')} onRetry={() => void invitations.refetch()} />;
  } else if (!invitations.data) {
    body = <Skeleton height={80} radius="lg" />;
  } else if (invitations.data.invitations.length === 0) {
    body = <Text c="dimmed">{t('invitations.empty')}</Text>;
  } else {
    const pages = pageCount(invitations.data.total, INVITATIONS_PER_PAGE);
    body = (
      <>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.data.invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} onRevoke={() => setRevoking(invitation)} />
          ))}
        </Stack>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            style={{ alignSelf: 'center' }}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`, { ns: 'common' }) })}
            getItemProps={(item) => ({ 'aria-label': t('pager.page', { ns: 'common', page: item }) })}
          />
        )}
      </>
    );
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="invitations-heading">
      <Title order={2} size="h4" id="invitations-heading">
        {t('invitations.title')}
      </Title>
      {body}
      <RevokeInvitationModal invitation={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
