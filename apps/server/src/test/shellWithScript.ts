import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the shell's one script sets, to check that the script a page asks for is the one it gets. */
export const shellScriptBody = 'document.title = "T1D Family";';
export const shellScriptPath = '/assets/index-4b1d.js';

/** A built web app in a new directory (WEB_DIST): a shell that loads one hashed script. */
export function shellWithScript(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><script type="module" src="${shellScriptPath}"></script>`);
  fs.writeFileSync(path.join(root, shellScriptPath), shellScriptBody);
  return root;
}
