import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../../shared/router';
import { isFamilyPageState, paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { FamilyCodeCard } from './FamilyCodeCard';
import { FamilyDataCard } from './FamilyDataCard';
import { InvitationList } from './InvitationList';
import { MemberList } from './MemberList';

/** Family management: members and their names, adding people, invitations, the family's own data. */
export function FamilyPage() {
  const { t } = useTranslation('family');
  const accountLinked = isFamilyPageState(useLocation().state);
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {accountLinked && (
        <Alert color="warning" variant="light" title={t('accountLinked.title')} role="alert">
          {t('accountLinked.body')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-label={t('add.label')}>
        <Button component={Link} to={paths.addFamilyMember({ type: 'parent' })} leftSection={<Icon name="userPlus" size={20} />}>
          {t('add.parent')}
        </Button>
        <Button
          component={Link}
          to={paths.addFamilyMember({ type: 'child' })}
          color="warning"
          leftSection={<Icon name="userPlus" size={20} />}
        >
          {t('add.child')}
        </Button>
      </SimpleGrid>
      <FamilyCodeCard />
      <MemberList />
      <InvitationList />
      <FamilyDataCard />
    </Stack>
  );
}
