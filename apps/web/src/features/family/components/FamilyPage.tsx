import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FamilyCodeCard } from './FamilyCodeCard';
import { MemberList } from './MemberList';

/** Family management; editing, invitations and children arrive with a later issue. */
export function FamilyPage() {
  const { t } = useTranslation('family');
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <FamilyCodeCard />
      <MemberList />
    </Stack>
  );
}
