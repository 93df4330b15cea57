// Tables of what a deployment shapes for its families: the dashboard's configurations (ADR 0018).
import type { Generated } from 'kysely';
import type { Epoch, Flag } from './schema.js';

/** A dashboard configuration (ADR 0018); the JSON columns hold the contract's sections_config and version_text. */
export interface HomeConfigsTable {
  id: Generated<number>;
  /** As the operator typed it; null for the default configuration. */
  campaign: string | null;
  /** The campaign trimmed and lower-cased, '' for the default: what parents' campaigns are matched on. */
  campaign_key: string;
  webapp_version_key: string;
  is_active: Flag;
  sections_config: string;
  version_text: string;
  created_at: Epoch;
  updated_at: Epoch;
}
