// Reading Lighthouse results: what keeps a category below 100, the medians table and what it says of the
// machine, the top opportunities.

/** A category's score as Lighthouse shows it, 0-100 (null when the run produced none). */
export function percent(lhr, categoryId) {
  const score = lhr.categories[categoryId]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * The audits that keep a category below 100: those with a weight that were scored and not passed
 * (informative, manual and not-applicable audits have no score and never count).
 */
export function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1);
}

/** One line per offending element, message or resource, in the words the audit uses. */
function describeItem(item) {
  const parts = [];
  if (item.node) parts.push(item.node.selector, item.node.snippet, item.node.explanation?.replace(/\s+/g, ' '));
  for (const key of ['description', 'issueType', 'source', 'url', 'value']) {
    if (typeof item[key] === 'string') parts.push(`${key}: ${item[key]}`);
  }
  if (item.sourceLocation?.url) parts.push(`at ${item.sourceLocation.url}:${item.sourceLocation.line}:${item.sourceLocation.column}`);
  for (const sub of item.subItems?.items ?? []) parts.push(`(${describeItem(sub)})`);
  const text = parts.filter(Boolean).join(' | ');
  return text || JSON.stringify(item).slice(0, 300);
}

/** The failing audits of the given categories, each with its id, title and items, as lines to print. */
export function describeFailures(lhr, categoryIds) {
  const lines = [];
  for (const categoryId of categoryIds) {
    for (const audit of failingAudits(lhr, categoryId)) {
      lines.push(`  ✗ [${categoryId}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      const items = audit.details?.items ?? [];
      for (const item of items.slice(0, 10)) lines.push(`      - ${describeItem(item)}`);
      if (items.length > 10) lines.push(`      … and ${items.length - 10} more`);
    }
  }
  return lines;
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue;

/**
 * A page's row: every column is the median over its runs, taken column by column. `loads` are the runs'
 * main-thread loads (mainThreadLoad.mjs), when their traces had them.
 */
export function summaryRow(name, lhrs, loads = []) {
  const of = (read) => median(lhrs.map(read));
  return {
    page: name,
    performance: of((lhr) => percent(lhr, 'performance')),
    accessibility: of((lhr) => percent(lhr, 'accessibility')),
    bestPractices: of((lhr) => percent(lhr, 'best-practices')),
    lcpMs: of((lhr) => metric(lhr, 'largest-contentful-paint')),
    tbtMs: of((lhr) => metric(lhr, 'total-blocking-time')),
    cls: of((lhr) => metric(lhr, 'cumulative-layout-shift')),
    fcpMs: of((lhr) => metric(lhr, 'first-contentful-paint')),
    transferBytes: of((lhr) => metric(lhr, 'total-byte-weight')),
    cpuTbtMs: median(loads.map((load) => load?.cpuTbtMs)),
    wallOverCpu: median(loads.map((load) => load?.ratio)),
  };
}

const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The medians as a table, one row a page. */
export function formatTable(rows) {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'LCP', 'TBT', 'CLS', 'FCP', 'transfer', 'TBT (CPU)', 'wall/CPU'];
  const body = rows.map((row) => [
    row.page,
    String(row.performance ?? '–'),
    String(row.accessibility ?? '–'),
    String(row.bestPractices ?? '–'),
    seconds(row.lcpMs),
    milliseconds(row.tbtMs),
    row.cls === null ? '–' : row.cls.toFixed(3),
    seconds(row.fcpMs),
    row.transferBytes === null ? '–' : `${Math.round(row.transferBytes / 1024)} KiB`,
    milliseconds(row.cpuTbtMs),
    row.wallOverCpu === null ? '–' : `${row.wallOverCpu.toFixed(1)}×`,
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((cells) => cells[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

const milliseconds = (ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);

/**
 * What the last two columns say about the machine, in words: the goals stay Lighthouse's own figures,
 * but a reader of a slow machine's run should know how far its blocking times are the machine's.
 */
export function machineNote(rows) {
  const ratio = median(rows.map((row) => row.wallOverCpu));
  if (ratio === null) return "\nThe traces had no thread times: the main thread's load is not known.";
  const lines = [
    `\nTBT (CPU): the blocking time counted from each task's own CPU time, as the same phone would see it on a`,
    `machine that never kept a task waiting. wall/CPU: how many times its CPU time the page's main thread took`,
    `(median ${ratio.toFixed(1)}× over these pages; 1× at best).`,
  ];
  // Half again its CPU time is the machine's doing, not the page's: the phone Lighthouse simulates is the
  // same whatever machine runs it.
  if (ratio >= 1.5) {
    lines.push(
      `This machine kept the page's tasks waiting: Lighthouse's TBT and scores above are worse than the phone it`,
      `simulates would see (each task replayed ${ratio.toFixed(1)} times as long, four times over); read TBT (CPU) beside them.`,
    );
  }
  return lines.join('\n');
}

/** How each kind of goal reads a row, says its limit and compares. */
const goalKinds = {
  performance: {
    label: 'performance',
    read: (row) => row.performance,
    limit: (goal) => `≥ ${goal}`,
    met: (value, goal) => value >= goal,
    show: String,
  },
  lcpMs: {
    label: 'LCP',
    read: (row) => row.lcpMs,
    limit: (goal) => `≤ ${seconds(goal)}`,
    met: (value, goal) => value <= goal,
    show: seconds,
  },
  tbtMs: {
    label: 'total blocking time',
    read: (row) => row.tbtMs,
    limit: (goal) => `≤ ${milliseconds(goal)}`,
    met: (value, goal) => value <= goal,
    show: milliseconds,
  },
  cls: {
    label: 'CLS',
    read: (row) => row.cls,
    limit: (goal) => `≤ ${goal}`,
    met: (value, goal) => value <= goal,
    show: (value) => value.toFixed(3),
  },
};

/**
 * Each of a page's goals (`{ performance: 95, lcpMs: 2000, cls: 0 }`) against its median, as
 * `{ text, met }`: a goal without a measured value is missed.
 */
export function checkGoals(row, goals) {
  return Object.entries(goals).map(([kind, goal]) => {
    const { label, read, limit, met, show } = goalKinds[kind];
    const value = read(row);
    const reached = value !== null && value !== undefined && met(value, goal);
    return {
      met: reached,
      text: `${reached ? 'met   ' : 'MISSED'} ${row.page}: ${label} ${limit(goal)} (median ${value === null || value === undefined ? '–' : show(value)})`,
    };
  });
}

/**
 * What Lighthouse estimates would help the performance score most (opportunities and diagnostics with a
 * saving in time), largest estimated saving first. The newer "insight" audits repeat the classic ones in
 * a hidden group; only the classic ones are listed.
 */
export function topOpportunities(lhr, count) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([name, value]) => name !== 'CLS' && value > 0);
      const largest = Math.max(0, ...savings.map(([, value]) => value));
      const saves = savings.map(([name, value]) => `${name} −${Math.round(value)} ms`).join(', ');
      return {
        audit,
        largest,
        text: `${audit.id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${saves ? ` (${saves})` : ''}`,
      };
    })
    .filter((entry) => entry.largest > 0)
    .sort((a, b) => b.largest - a.largest)
    .slice(0, count)
    .map((entry) => entry.text);
}
