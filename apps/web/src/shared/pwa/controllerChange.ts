import { pwaTimings } from './timings';

/**
 * Reloads the page 500 ms after a new worker takes control, so the page runs the
 * version the worker serves. The first worker taking an uncontrolled page (a first visit) is no
 * update: nothing reloads then.
 */
export function reloadWhenControllerChanges(
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
  reload: () => void = () => location.reload(),
): void {
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      setTimeout(reload, pwaTimings.reloadAfterControllerChange);
    }
    controlled = true;
  });
}
