import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { processDatabase, type ProcessDatabase } from '../test/processDatabase.js';
import { callCommand, startServerProcess, type ServerProcess } from '../test/serverProcess.js';

// The family's dashboard drawn into its start page by the built server with the web build's own worker
// (ADR 0061): the app's modules keep one session, cache and language at a time, and each family's page
// must hold its own family's words only, drawn one after another or asked for at once.

const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

interface SignedUp {
  userId: number;
  cookie: string;
  name: string;
}

async function signUp(url: string, email: string, name: string): Promise<SignedUp> {
  const response = await fetch(`${url}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cmd: 'ParentAuthHandler.signup', email, password: 'correct horse battery' }),
  });
  const { data } = (await response.json()) as { data: { user_id: number; token: string } };
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('parent_persistent_token='))!
    .split(';')[0]!;
  const renamed = await callCommand(
    url,
    'ParentFamilyHandler.update_parent_real_name',
    { parent_id: data.user_id, real_name: name },
    data.token,
  );
  expect(renamed.status).toBe(200);
  return { userId: data.user_id, cookie, name };
}

/** The word only that family's name holds. */
const familyWord = (who: SignedUp) => (who.name.includes('Firstfamily') ? 'Firstfamily' : 'Secondfamily');

/** The drawing in a page: its owner, language and markup; null when the page holds none. */
async function drawing(url: string, cookie: string) {
  const body = await (await fetch(`${url}/home`, { headers: { cookie } })).text();
  const match = /<template id="served-dashboard" data-owner="(\d+)" data-lang="(\w+)">([\s\S]*?)<\/template>/.exec(body);
  return match ? { owner: Number(match[1]), lang: match[2], html: match[3]! } : null;
}

describe('the family’s dashboard drawn by the built server', () => {
  test('holds each family’s own words only, drawn one after another and at once, in the language asked for', async () => {
    database = await processDatabase('sqlite');
    server = await startServerProcess(database.url, { WEB_DIST: webDist });
    const ann = await signUp(server.url, 'ann@example.com', 'Ann Firstfamily');
    const bo = await signUp(server.url, 'bo@example.com', "Bo <b>Secondfamily</b> $& $'");

    const check = async (who: SignedUp, other: SignedUp, cookie = who.cookie) => {
      const drawn = await drawing(server!.url, cookie);
      expect(drawn?.owner).toBe(who.userId);
      expect(drawn?.html).toContain('id="top-section"');
      expect(drawn?.html).not.toContain(familyWord(other));
      return drawn!;
    };
    expect((await check(ann, bo)).html).toContain('Ann Firstfamily');
    // React escapes a family's words; the page is assembled without reading `$&` as a pattern.
    expect((await check(bo, ann)).html).toContain('Bo &lt;b&gt;Secondfamily&lt;/b&gt; $&amp; $&#x27;');
    const chinese = await check(ann, bo, `${ann.cookie}; parent_locale=zh`);
    expect(chinese.lang).toBe('zh');
    expect(chinese.html).toContain('Ann Firstfamily');
    expect((await check(ann, bo)).lang).toBe('en');

    const atOnce = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 ? ann : bo)).map((who) => drawing(server!.url, who.cookie)),
    );
    atOnce.forEach((drawn, index) => {
      const [who, other] = index % 2 ? [ann, bo] : [bo, ann];
      expect(drawn?.owner).toBe(who.userId);
      expect(drawn?.html).not.toContain(familyWord(other));
    });
  });
});
