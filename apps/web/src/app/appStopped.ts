import { i18n } from '../shared/i18n/i18n';
import classes from './layout/layout.module.css';

const appStoppedId = 'app-stopped';

/**
 * Shown when an error stops the whole app: React then takes away everything it drew, and the parent
 * would be left with a blank page. This says what happened, in the reader's language, with a way to
 * start the app again. Drawn without React, beside the container React emptied, once React is done.
 */
export function showAppStopped(mount: HTMLElement) {
  setTimeout(() => {
    if (mount.hasChildNodes() || document.getElementById(appStoppedId)) return;
    const notice = document.createElement('div');
    notice.id = appStoppedId;
    notice.setAttribute('role', 'alert');
    notice.className = `${classes.column} ${classes.loadFailure}`;
    const title = document.createElement('p');
    title.style.fontWeight = '700';
    title.textContent = i18n.t('appStopped.title');
    const text = document.createElement('p');
    text.textContent = i18n.t('appStopped.text');
    const again = document.createElement('button');
    again.type = 'button';
    again.className = classes.retry ?? '';
    again.textContent = i18n.t('tryAgain');
    again.addEventListener('click', () => window.location.reload());
    notice.append(title, text, again);
    mount.after(notice);
  });
}
