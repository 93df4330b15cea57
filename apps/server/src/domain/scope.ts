/**
 * Who acts, and in which family: what a service receives from any door (a gateway session, the game
 * API, a job). Services scope every query by `familyId`, so another family's ids find nothing.
 */
export interface FamilyScope {
  familyId: number;
  userId: number;
  /** The family's IANA time zone: its days start at local midnight (ADR 0006). */
  familyTimeZone: string;
}

/** An operator acting on the product (clinic desk, economy settings): no family wall applies. */
export interface OperatorScope {
  userId: number;
}
