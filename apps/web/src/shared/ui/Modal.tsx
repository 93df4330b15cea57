import type { ModalProps } from '@mantine/core';
import { loadedWhenOpened } from './loadedWhenOpened';

/**
 * Mantine's Modal, with the same props, fetched the first time it opens. It brings a portal, focus
 * trap, scroll lock and scroll area: about 40 kB gzip, more than most screens' own code.
 */
export const Modal = loadedWhenOpened<ModalProps>(() => import('./MantineModal'));
