import { Paper, Stack, Tabs } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSearchParams } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/PageHeader';
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
      <PageHeader back={{ to: paths.familyMembers(), label: t('back') }} title={t('add.title')} intro={t('add.intro')} />
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
