import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/SectionCard';

/** Where a link section leads: a screen of the app, or a page of the deployment (opened in a new tab). */
export type LinkDestination = { to: string } | { href: string };

interface LinkSectionProps {
  id: string;
  title: string;
  description: string;
  action: string;
  icon: IconName;
  destination: LinkDestination;
}

/**
 * A dashboard section whose work is on another page (the juicebox series, trusted products, lesson
 * plans…): what is there, and the way in.
 */
export function LinkSection({ id, title, description, action, icon, destination }: LinkSectionProps) {
  const { t } = useTranslation('home');
  const external = 'href' in destination;
  return (
    <SectionCard id={id} title={title} icon={icon}>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {external ? (
        <Button
          component="a"
          href={destination.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          rightSection={<Icon name="externalLink" size={16} />}
        >
          {action}
          <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
        </Button>
      ) : (
        <Button component={Link} to={destination.to} variant="light" rightSection={<Icon name="chevronRight" size={16} />}>
          {action}
        </Button>
      )}
    </SectionCard>
  );
}
