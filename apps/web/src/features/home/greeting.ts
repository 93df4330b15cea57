import { localHour } from '../../shared/renderedFor';

type GreetingPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/** Morning 5-12, Afternoon 12-17, Evening 17-21, otherwise Night (device clock). */
export function greetingPeriod(now: Date): GreetingPeriod {
  const hour = localHour(now);
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
