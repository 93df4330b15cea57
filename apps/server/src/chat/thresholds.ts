/**
 * The numbers the chat reads a parent's message by, each as the library's own articles write it
 * (docs/decisions/0029-the-chat-reads-what-a-parent-describes.md). thresholds.test.ts finds every one
 * in its article, so an article that changes a number fails the build until this file follows it.
 */
export const glucose = {
  /** Low: "below 3.9 mmol/L (70 mg/dL)", the rule of 15's starting point (articles/hypoglycaemia). */
  low: { mmol: 3.9, mg: 70 },
  /** "Below 3.0 mmol/L (54 mg/dL) is a more serious low" (articles/hypoglycaemia). */
  seriousLow: { mmol: 3.0, mg: 54 },
  /** High enough to act on: "check ketones if glucose is above about 14 mmol/L (250 mg/dL)" (articles/hyperglycaemia-ketones). */
  high: { mmol: 14, mg: 250 },
} as const;

/**
 * Blood ketones, mmol/L (articles/hyperglycaemia-ketones, "What the blood ketone reading means"):
 * below 0.6 normal, 0.6 to 1.4 raised, 1.5 to 2.9 high risk of DKA, 3.0 or more an emergency.
 */
export const ketones = { raised: 0.6, highRisk: 1.5, emergency: 3.0 } as const;

export type GlucoseVerdict = 'low' | 'between' | 'high';
export type KetoneBand = 'normal' | 'raised' | 'highRisk' | 'emergency';
export type GlucoseUnit = 'mmol' | 'mg';

/** Where a glucose reading stands: below the low line, above the line where ketones are checked, or between. */
export function glucoseVerdict(value: number, unit: GlucoseUnit): GlucoseVerdict {
  if (value < glucose.low[unit]) return 'low';
  return value > glucose.high[unit] ? 'high' : 'between';
}

export const seriousLow = (value: number, unit: GlucoseUnit) => value < glucose.seriousLow[unit];

export function ketoneBand(value: number): KetoneBand {
  if (value < ketones.raised) return 'normal';
  if (value < ketones.highRisk) return 'raised';
  return value < ketones.emergency ? 'highRisk' : 'emergency';
}
