import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { parseInvitationParams } from '../invitationParams';
import { InvitationDetails } from './InvitationDetails';

/** /invitation-display: the new invitation's code and link, shown this once (the server keeps a hash). */
export function InvitationDisplayPage() {
  const { t } = useTranslation('invitations');
  const { search } = useLocation();
  const [{ data, type, foreign }] = useState(() => parseInvitationParams(search, window.location.origin));
  const role = data?.role ?? type;
  const unreadable = foreign ? 'foreign' : 'broken';

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        back={{ to: paths.familyMembers(), label: t('back') }}
        title={data ? t(`display.title.${role}`) : t(`display.${unreadable}Title`)}
      />
      {data ? (
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <InvitationDetails invitation={data} />
        </Paper>
      ) : (
        <ErrorAlert>
          <Text size="sm">{t(`display.${unreadable}Body`)}</Text>
        </ErrorAlert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to={paths.familyMembers()} variant={data ? 'default' : 'filled'}>
          {t('display.toFamily')}
        </Button>
        <Button component={Link} to={paths.addFamilyMember({ type: role })} variant={data ? 'light' : 'default'}>
          {t('display.another')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
