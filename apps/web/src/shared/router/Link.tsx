import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from './hooks';
import { createPath, resolveTo, type To } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

const absoluteAddress = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Where a link leads: another site (or a scheme such as mailto:), which the link leaves the app for,
 * as given; or a page of the app, an address of this app given in full taken as its path.
 */
function destinationOf(to: To): { external: string } | { inApp: To } {
  if (typeof to !== 'string' || !absoluteAddress.test(to)) return { inApp: to };
  let url: URL;
  try {
    url = new URL(to, window.location.href);
  } catch {
    // Not an address this page can read (or no page at all: rendered in Node): left to the browser.
    return { external: to };
  }
  return url.origin === window.location.origin ? { inApp: `${url.pathname}${url.search}${url.hash}` } : { external: to };
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '' && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link to a page of the app: a real anchor (it can be opened in a new tab, copied, read out as a
 * link), whose plain click the router follows without loading the page. A link to the page already
 * shown replaces its history entry rather than adding a copy.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, children, ...rest },
  ref,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationOf(to);
  const external = 'external' in destination;
  const href = external ? destination.external : createPath(resolveTo(destination.inApp, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (external || leftToBrowser(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});

export interface NavLinkProps extends LinkProps {
  /** Active only on its own address, not on the pages below it. */
  end?: boolean;
}

/** A navigation's link, marked `aria-current="page"` while its page (or a page below it) is shown. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, to, ...rest }, ref) {
  const { pathname } = useLocation();
  const destination = destinationOf(to);
  const active = 'inApp' in destination && isPageOf(pathname, resolveTo(destination.inApp, pathname).pathname, end);
  return <Link {...rest} ref={ref} to={to} aria-current={active ? 'page' : undefined} />;
});

/**
 * Whether the page at `pathname` is the one at `own`, or (unless `end`) a page below it: '/admin/content'
 * holds '/admin/content/tips', not '/admin/contents'. Letters' case does not matter.
 */
export function isPageOf(pathname: string, own: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const page = own.toLowerCase();
  return here === page || (!end && page !== '/' && here.startsWith(page) && here.charAt(page.length) === '/');
}
