import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { Icon, type IconName } from '../../shared/ui/icons';
import { activeNavItem, navItems } from './navItems';
import classes from './layout.module.css';

const icons: Record<(typeof navItems)[number]['id'], IconName> = { home: 'home', tasks: 'tasks', redFlags: 'flag' };

/** Home, Tasks and Red Flags (spec section 2); the last two are anchors on the dashboard. */
export function BottomNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeNavItem(location.pathname, location.hash, paths.home());
  return (
    <nav aria-label={t('nav.label')} className={classes.bottomNav}>
      <ul className={classes.navList}>
        {navItems.map((item) => (
          <li key={item.id}>
            <Link to={paths.home(item.anchor)} className={classes.navLink} aria-current={active === item.id ? 'page' : undefined}>
              <Icon name={icons[item.id]} size={24} />
              <span>{t(`nav.${item.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
