import type { ContactRequest } from '@t1d/contract';
import { loadedWhenOpened } from '../../../shared/ui/loadedWhenOpened';

export interface ContactRequestModalProps {
  opened: boolean;
  /** The details the family gave before (the form changes them); null or absent for a first request. */
  saved: ContactRequest | null | undefined;
  onClose: () => void;
  /** The details reached the clinic. */
  onSent?: () => void;
}

/** How the clinic may reach the family, asked in a dialog: fetched the first time it opens (ContactRequestDialog.tsx). */
export const ContactRequestModal = loadedWhenOpened<ContactRequestModalProps>(() =>
  import('./ContactRequestDialog').then((m) => ({ default: m.ContactRequestDialog })),
);
