import { useEffect, useId, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { isPageOf, NavLink, useLocation } from '../../shared/router';
import { paths } from '../../shared/paths';
import { Icon } from '../../shared/ui/icons';
import { consoleNavItems } from '../consoleScreens';
import classes from './console.module.css';

/**
 * The console's sections, the one open marked for screen readers too (aria-current), and the way to
 * the parent's own view. Beside the work area from tablet width; on a phone, a button that names the
 * open section and shows every section beneath it when pressed, where a sideways-scrolling row hid most
 * of them.
 */
export function ConsoleNav() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Open on the page it was opened on only: choosing a section (or going anywhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = consoleNavItems.find((item) => isPageOf(pathname, item.path));

  // Escape closes the open list, wherever the focus is, and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.navTitle}>
        {t('nav.title')}
      </Text>
      <button
        ref={toggle}
        type="button"
        className={classes.sectionsToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon name={current?.icon ?? 'flag'} size={18} />
        <span className={classes.toggleText}>{current ? t(`nav.${current.id}`) : t('nav.title')}</span>
        <Icon name="chevronDown" size={18} className={classes.toggleChevron} />
      </button>
      <div id={listId} className={classes.sections} data-open={open || undefined}>
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
      </div>
    </nav>
  );
}
