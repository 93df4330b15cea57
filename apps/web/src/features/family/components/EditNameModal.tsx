import type { FamilyMember } from '@t1d/contract';
import type { ReactNode } from 'react';
import { loadedWhenOpened } from '../../../shared/ui/loadedWhenOpened';

export interface EditableMember {
  user_id: number;
  role: FamilyMember['role'];
  real_name: string | null;
  /** E-mail for a parent, login name for a child; null when the app does not know it. */
  identifier: string | null;
  /** Known for the signed-in parent only (from the stored user data). */
  campaign?: string | null;
  hospital?: string | null;
}

export interface EditNameModalProps {
  opened: boolean;
  member: EditableMember | null;
  onClose: () => void;
  /** Above the form: why what it shows may be out of date. */
  notice?: ReactNode;
}

/** The Edit Name modal, with its form: fetched the first time it opens (EditNameDialog.tsx). */
export const EditNameModal = loadedWhenOpened<EditNameModalProps>(() =>
  import('./EditNameDialog').then((m) => ({ default: m.EditNameDialog })),
);
