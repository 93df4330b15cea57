import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../shared/router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Icon, type IconName } from '../../shared/ui/icons';
import { activeNavItem, navItems } from './navItems';
import classes from './layout.module.css';

const icons: Record<(typeof navItems)[number]['id'], IconName> = { home: 'home', tasks: 'tasks', redFlags: 'flag' };

/**
 * The reader of the unread count comes with the gateway's client and the app's query client (this
 * navigation is outside every screen's), after the first screen. Should its download fail, the
 * navigation shows no count rather than an error: the dashboard's banner and card still show the flags.
 */
const CountReader = lazy<ComponentType<{ onCount: (formatted: string) => void }>>(() =>
  Promise.all([import('../../features/redFlags/components/UnreadRedFlagCountReader'), import('../ServerState')]).then(
    ([reader, serverState]) => ({ default: serverState.withServerState(reader.UnreadRedFlagCountReader) }),
    () => ({ default: () => null }),
  ),
);

/**
 * Home, Tasks and Red Flags; the last two are anchors on the dashboard. Red Flags carries the
 * signed-in parent's unread count, in its name too (some pages under it are open to everyone).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const { authenticated } = useSession();
  const [readCount, setReadCount] = useState('');
  const unreadFlags = authenticated ? readCount : '';
  const active = activeNavItem(location.pathname, location.hash, paths.home());
  return (
    <nav aria-label={t('nav.label')} className={classes.bottomNav}>
      {authenticated && (
        <Suspense fallback={null}>
          <CountReader onCount={setReadCount} />
        </Suspense>
      )}
      <ul className={classes.navList}>
        {navItems.map((item) => {
          const count = item.id === 'redFlags' ? unreadFlags : '';
          const name = t(`nav.${item.id}`);
          return (
            <li key={item.id}>
              <Link to={paths.home(item.anchor)} className={classes.navLink} aria-current={active === item.id ? 'page' : undefined}>
                <span className={classes.navIcon}>
                  <Icon name={icons[item.id]} size={24} />
                  {count && (
                    <span className={classes.navCount} aria-hidden="true" data-testid="nav-red-flag-count">
                      {count}
                    </span>
                  )}
                </span>
                <span>{name}</span>
                {/* The name is the words on screen, then the count in words: "Red Flags, 2 unread". */}
                {count && <VisuallyHidden>, {t('nav.redFlagsUnread', { formatted: count })}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
