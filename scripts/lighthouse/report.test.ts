import { describe, expect, it } from 'vitest';
import { checkGoals, formatTable, machineNote, summaryRow } from './report.mjs';

const row = {
  page: 'splash (/)',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2100,
  tbtMs: 150,
  cls: 0,
  fcpMs: 1200,
  transferBytes: 300_000,
  cpuTbtMs: null,
  wallOverCpu: null,
};

describe('the Lighthouse goals', () => {
  it('says of each goal whether the median meets it, with the median', () => {
    const goals: { met: boolean; text: string }[] = checkGoals(row, { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0 });
    expect(goals.map((goal) => goal.text)).toEqual([
      'met    splash (/): performance ≥ 95 (median 96)',
      'MISSED splash (/): LCP ≤ 2.0 s (median 2.1 s)',
      'met    splash (/): total blocking time ≤ 200 ms (median 150 ms)',
      'met    splash (/): CLS ≤ 0 (median 0.000)',
    ]);
    expect(goals.map((goal) => goal.met)).toEqual([true, false, true, true]);
  });

  it('counts a goal without a measured value as missed', () => {
    const [goal] = checkGoals({ ...row, performance: null }, { performance: 90 });
    expect(goal).toEqual({ met: false, text: 'MISSED splash (/): performance ≥ 90 (median –)' });
  });

  it('counts any layout shift against a CLS of 0', () => {
    expect(checkGoals({ ...row, cls: 0.0004 }, { cls: 0 })[0].met).toBe(false);
  });

  it('prints the medians as a table', () => {
    const measured = { ...row, cpuTbtMs: 60, wallOverCpu: 2.44 };
    expect(formatTable([measured]).split('\n')[2]).toBe(
      'splash (/)    96   100       100  2.1 s  150 ms  0.000  1.2 s   293 KiB      60 ms      2.4×',
    );
    expect(formatTable([row]).split('\n')[2]).toMatch(/293 KiB +– +–$/);
  });

  it("takes the median of the runs' main-thread loads, and says when the machine kept the page waiting", () => {
    const lhr = { categories: {}, audits: {} };
    const loads = [{ ratio: 1.1, cpuTbtMs: 90 }, null, { ratio: 2.6, cpuTbtMs: 140 }, { ratio: 2.8, cpuTbtMs: 120 }];
    const measured = summaryRow('dashboard', [lhr, lhr, lhr, lhr], loads);
    expect([measured.wallOverCpu, measured.cpuTbtMs]).toEqual([2.6, 120]);
    expect(machineNote([measured])).toContain('each task replayed 2.6 times as long');
    expect(machineNote([{ ...measured, wallOverCpu: 1.2 }])).not.toContain('kept the page');
    expect(machineNote([{ ...measured, wallOverCpu: null }])).toContain('not known');
  });
});
