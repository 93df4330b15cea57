import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../../shared/ui/icons';
import { AddChildPanel } from './AddChildPanel';
import { InviteParentForm } from './InviteParentForm';

type Kind = 'parent' | 'child';

/** /add-family-member?type=parent|child: invite a parent, or add a child three ways. */
export function AddFamilyMemberPage() {
  const { t } = useTranslation('invitations');
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('type') === 'child' ? 'child' : 'parent';
  // The choice lives in the address, so Back and a shared link land on the same tab.
  const choose = (next: Kind) => setParams({ type: next }, { replace: true });

  return (
    <Stack gap="lg" py="md">
      <Anchor component={Link} to="/family-member-management" size="sm" fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          <Icon name="arrowLeft" size={16} />
          {t('back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('add.title')}
        </Title>
        <Text c="dimmed">{t('add.intro')}</Text>
      </div>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Tabs value={kind} onChange={(value) => choose(value === 'child' ? 'child' : 'parent')}>
          <Tabs.List grow aria-label={t('add.tabsLabel')} mb="lg">
            <Tabs.Tab value="parent">{t('add.parentTab')}</Tabs.Tab>
            <Tabs.Tab value="child">{t('add.childTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="parent">
            <InviteParentForm />
          </Tabs.Panel>
          <Tabs.Panel value="child">
            <AddChildPanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
