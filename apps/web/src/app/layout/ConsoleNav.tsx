import { Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { NavLink } from '../../shared/router';
import { paths } from '../../shared/paths';
import { Icon } from '../../shared/ui/icons';
import { consoleNavItems } from '../consoleScreens';
import classes from './console.module.css';

/**
 * The console's sections, the one open marked for screen readers too (aria-current), and the way to
 * the parent's own view.
 */
export function ConsoleNav() {
  const { t } = useTranslation('console');
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.navTitle}>
        {t('nav.title')}
      </Text>
      <ul className={classes.navList}>
        {consoleNavItems.map((item) => (
          <li key={item.id}>
            <NavLink to={item.path} className={classes.navLink}>
              <Icon name={item.icon} size={18} />
              <span>{t(`nav.${item.id}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {/* Every operator is a parent of a family too: the way to their own dashboard (ADR 0039). */}
      <ul className={classes.navList}>
        <li>
          <NavLink to={paths.home()} className={classes.navLink}>
            <Icon name="home" size={18} />
            <span>{t('nav.parentView')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
