import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../shared/ui/icons';
import { parseInvitationParams } from '../invitationParams';
import { InvitationDetails } from './InvitationDetails';

/** /invitation-display: the new invitation's code and link, shown this once (the server keeps a hash). */
export function InvitationDisplayPage() {
  const { t } = useTranslation('invitations');
  const { search } = useLocation();
  const [{ data, type }] = useState(() => parseInvitationParams(search));
  const role = data?.role ?? type;

  return (
    <Stack gap="lg" py="md">
      <Anchor component={Link} to="/family-member-management" size="sm" fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          <Icon name="arrowLeft" size={16} />
          {t('back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {data ? t(`display.title.${role}`) : t('display.brokenTitle')}
      </Title>
      {data ? (
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <InvitationDetails invitation={data} />
        </Paper>
      ) : (
        <Alert color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
          <Text size="sm">{t('display.brokenBody')}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to="/family-member-management" variant={data ? 'default' : 'filled'}>
          {t('display.toFamily')}
        </Button>
        <Button component={Link} to={`/add-family-member?type=${role}`} variant={data ? 'light' : 'default'}>
          {t('display.another')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
