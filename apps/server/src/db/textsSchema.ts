// Tables of the text service and the operator audit log (ADR 0023).
import type { Generated } from 'kysely';
import type { Epoch } from './schema.js';

/** One text of the app, in both languages; operators' wordings replace the app's key by key. */
export interface TextsTable {
  id: Generated<number>;
  /** The web app's namespace and the key's path in it, joined by dots (`home.greeting.morning`). */
  text_key: string;
  section: string;
  element_type: Generated<string>;
  en: string;
  zh: string;
  /** The app's own wording as the running release ships it; null for a text an operator added. */
  app_en: string | null;
  app_zh: string | null;
  updated_at: Epoch;
  updated_by: number | null;
}

/** One operator write: who, when, which command on what, and the object before and after (JSON). */
export interface OperatorAuditTable {
  id: Generated<number>;
  at: Epoch;
  user_id: number | null;
  user_email: string;
  cmd: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
}
