import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite only what a reader can open in the repository: docs/protocol.md,
 * docs/product.md, docs/architecture.md, docs/performance.md and the ADRs in docs/decisions/. A
 * citation of something outside it (a spec's section, a design note, a numbered house rule, an
 * issue) or of an ADR that does not exist fails here, with the file and line.
 */

const root = path.resolve(import.meta.dirname, '../..');
const self = 'scripts/checks/citations.test.ts';

/** What a reader opens: code, styles, pages, scripts and docs (not lock files, data or images). */
const readable = (file: string) => /\.(ts|tsx|js|mjs|cjs|css|html|md)$/.test(file) || file.startsWith('.ci/') || file === '.env.example';

/** The files git tracks, and new ones it would track, as they are on disk. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  const files = [...new Set(listed.split('\0'))];
  return files.filter((file) => file !== '' && file !== self && readable(file) && existsSync(path.join(root, file)));
}

/** Citations of what the repository does not hold, each with what to cite instead. */
const outside: { pattern: RegExp; instead: string }[] = [
  {
    pattern: /\bspec(?:'s|’s)?\s(?:sections?\s\d|§)|\bthe\sspec(?:'s|’s)?\b|\(spec[:]/i,
    instead: 'state the rule, or cite docs/product.md',
  },
  { pattern: /\bDESIGN\.md\b/, instead: 'cite docs/architecture.md or an ADR' },
  { pattern: /\bhouse rules? \d/i, instead: 'state the rule' },
  { pattern: /(?<!docs\/)\bPROTOCOL\.md\b/, instead: 'cite docs/protocol.md' },
  { pattern: /\bissues? #?\d+/i, instead: 'state the reason, or cite an ADR' },
];

const decisionsDir = path.join(root, 'docs/decisions');
const decisions = readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name));
const adrNumbers = new Set(decisions.map((name) => Number(name.slice(0, 4))));

/** "ADR 0018", "ADR 18", "ADRs 0007 and 0008", "ADR 0003, 0013": every number named. */
const adrList = /\bADRs? (\d{1,4}(?:(?:, | and | or )\d{1,4})*)/g;
/** A decision's file named by path: "decisions/0029-the-chat-reads-what-a-parent-describes.md". */
const adrPath = /\bdecisions\/(\d{4})-[a-z0-9-]*(\.md)?/g;

/** The ADRs a line cites that docs/decisions/ does not have. */
function missingAdrs(line: string): string[] {
  const missing: string[] = [];
  for (const [, list = ''] of line.matchAll(adrList)) {
    for (const number of list.split(/, | and | or /)) if (!adrNumbers.has(Number(number))) missing.push(`ADR ${number}`);
  }
  for (const [cited, number = '', md] of line.matchAll(adrPath)) {
    const found = md ? decisions.includes(cited.slice('decisions/'.length)) : adrNumbers.has(Number(number));
    if (!found) missing.push(cited);
  }
  return missing;
}

/** Every offending line of `text`, as `file:line: what is wrong`. */
function citationProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, instead } of outside) {
      const found = pattern.exec(line);
      if (found) problems.push(`${where}: cites "${found[0]}", which is not in the repository (${instead}): ${line.trim()}`);
    }
    for (const cited of missingAdrs(line)) problems.push(`${where}: cites ${cited}, which docs/decisions/ does not have: ${line.trim()}`);
  });
  return problems;
}

describe('what comments and docs cite', () => {
  it('tells each kind of citation apart', () => {
    // The examples are put together from their parts, so that no line of this file reads as citing them.
    const cited = (...parts: (string | number)[]) => parts.join(' ');
    const lines = [
      `// ${cited('Spec', 'section', 9)}: the carousel turns every 3 s.`,
      `/** The one query-key shape (${['DESIGN', 'md'].join('.')}). */`,
      `// Features never import each other (${cited('house', 'rule', 5)}).`,
      `/** Epoch seconds (${['PROTOCOL', 'md'].join('.')}). */`,
      `// Raised with the installable app (${cited('issue', 18)}).`,
      '// The state machine (ADR 0099).',
      '// See docs/decisions/0001-a-decision-that-is-not-there.md.',
    ];
    expect(lines.map((line) => citationProblems('f.ts', line).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const fine = [
      '/** Epoch seconds (docs/protocol.md). */',
      '// The state machine (ADR 0009, ADRs 0007 and 0008).',
      '// The house rules of the group, then its button.',
      '// The route table: workflow.spec.ts drives it.',
      `// ${decisions[0]?.replace(/^/, 'docs/decisions/')}`,
    ];
    expect(fine.flatMap((line) => citationProblems('f.ts', line))).toEqual([]);
  });

  it('finds only what the repository holds', () => {
    const files = sourceFiles();
    expect(files).toEqual(expect.arrayContaining(['docs/protocol.md', 'apps/web/src/main.tsx', 'eslint.config.js']));
    const problems = files.flatMap((file) => citationProblems(file, readFileSync(path.join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});
