/** What matches a parent's campaign to a configuration: trimmed and lower-cased; '' is the default configuration. */
export function campaignKeyOf(campaign: string | null | undefined): string {
  return (campaign ?? '').trim().toLowerCase();
}

export interface ConfigCandidate {
  campaign_key: string;
  webapp_version_key: string;
  is_active: boolean;
}

/**
 * The configuration a parent's dashboard follows (ADR 0018), first found of:
 * 1. their campaign's configuration with their version key;
 * 2. their campaign's active configuration;
 * 3. the default configuration with their version key;
 * 4. the active default configuration;
 * and none at all, where the app uses its own defaults.
 */
export function chooseHomeConfig<T extends ConfigCandidate>(
  candidates: readonly T[],
  campaignKey: string,
  versionKey: string | null,
): T | null {
  const of = (campaign: string) => candidates.filter((c) => c.campaign_key === campaign);
  const pick = (campaign: string) =>
    (versionKey ? of(campaign).find((c) => c.webapp_version_key === versionKey) : undefined) ?? of(campaign).find((c) => c.is_active);
  return (campaignKey ? pick(campaignKey) : undefined) ?? pick('') ?? null;
}
