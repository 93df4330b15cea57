import { useEffect } from 'react';
import { useLocation } from '../../shared/router';

const HASH_SCROLL_DELAY_MS = 100;

/** Undoes a scroll lock a modal may have left on the body when its page went away. */
function releaseBodyScrollLock() {
  document.body.style.removeProperty('overflow');
  document.body.removeAttribute('data-scroll-locked');
}

/** On each navigation: release the scroll lock; hash → smooth scroll after 100 ms; else to the top. */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  useEffect(() => {
    releaseBodyScrollLock();
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The target section may still be rendering; give it a moment. The cards above it may still be
    // loading too: the target is kept in place until they settle or the reader scrolls. Few visits
    // come with a hash, so the code that does it is fetched meanwhile, not with every page.
    let stopAligning = () => {};
    let left = false;
    const scrolling = import('./hashScroll');
    const timer = setTimeout(() => {
      void scrolling.then(({ scrollToHashTarget }) => {
        if (!left) stopAligning = scrollToHashTarget(decodeURIComponent(hash.slice(1)));
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(timer);
      stopAligning();
    };
  }, [pathname, search, hash, key]);
  return null;
}
