import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, Navigate, useParams } from '../../../shared/router';
import { paths, type ContentSection } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ContentList } from './ContentList';
import { contentSections, kindOf, parseSection } from './contentSections';
import { GiftList } from './GiftList';

function SectionTabs({ open }: { open: ContentSection }) {
  const { t } = useTranslation('console');
  return (
    <Group component="nav" aria-label={t('content.sectionsLabel')} gap="xs">
      {contentSections.map((section) => (
        <Button
          key={section}
          component={Link}
          to={paths.consoleContentList(section)}
          size="xs"
          radius="xl"
          variant={section === open ? 'filled' : 'default'}
          aria-current={section === open ? 'page' : undefined}
        >
          {t(`content.sections.${section}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * /admin/content/:section: the articles, trusted products, the juicebox series (episodes and lesson
 * plans) and the gift catalogue, hidden ones too: each opens in its editor, and is published or
 * withdrawn from here.
 */
export function ContentPage() {
  const { t } = useTranslation('console');
  const section = parseSection(useParams().section);
  if (!section) return <Navigate to={paths.consoleContentList('articles')} replace />;
  const kind = kindOf(section);
  return (
    <Stack gap="md" py="md">
      <PageHeader
        title={t('content.title')}
        intro={t('content.intro')}
        back={null}
        actions={
          <Button component={Link} to={paths.consoleContentEditor(section, 'new')} leftSection={<Icon name="plus" size={16} />}>
            {t(`content.add.${section}`)}
          </Button>
        }
      />
      <SectionTabs open={section} />
      {kind ? <ContentList key={section} section={section} kind={kind} /> : <GiftList />}
    </Stack>
  );
}
