import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from '../../shared/router';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { Icon } from '../../shared/ui/icons';
import classes from './layout.module.css';

/** The thin top bar every page has: the app's name (a link home) and the language switch. */
export function AppHeader({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" className={classes.column}>
        <Link to={homePath} className={classes.brand}>
          <span className={classes.brandMark}>
            <Icon name="heart" size={18} strokeWidth={2.2} />
          </span>
          <Text span fw={700} size="md">
            {t('appName')}
          </Text>
        </Link>
        <LanguageSwitch />
      </Group>
    </header>
  );
}
