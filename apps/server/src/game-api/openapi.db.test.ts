import type { GameEndpointName } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';
import { gameClient, gameRequest } from '../test/game.js';
import { sampleRequests } from '../test/gameRequests.js';
import type { TestApp } from '../test/testApp.js';

interface Operation {
  method: string;
  path: string;
  operationId: GameEndpointName;
}

/** Every route the server answers, as `METHOD /path` (Fastify's route tree, flattened; HEAD is automatic). */
function serverRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

async function publishedOperations(t: TestApp): Promise<Operation[]> {
  const document = await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' });
  expect(document.statusCode).toBe(200);
  const paths = document.json().paths as Record<string, Record<string, { operationId: GameEndpointName }>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operationId: operation.operationId })),
  );
}

interface Schema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** The first schema object anywhere in `value` that `matches`. */
function findSchema(value: unknown, matches: (schema: Schema) => boolean): Schema | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (matches(value as Schema)) return value as Schema;
  for (const inner of Object.values(value)) {
    const found = findSchema(inner, matches);
    if (found) return found;
  }
  return undefined;
}

// `/api/game/v1/{x}` in the document is `/api/game/v1/:x` in Fastify.
const asRoute = (operation: Operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the published OpenAPI document', () => {
  test('is OpenAPI 3 and needs the game API key', async ({ t }) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.security).toEqual([{ gameApiKey: [] }]);
    expect(document.components.securitySchemes.gameApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('lists every route the server has under /api/game/v1, and nothing else', async ({ t }) => {
    const listed = (await publishedOperations(t)).map(asRoute).sort();
    const served = serverRoutes(t)
      .filter((route) => route.split(' ')[1]!.startsWith('/api/game/v1/'))
      // The document itself is how the list is read.
      .filter((route) => route !== 'GET /api/game/v1/openapi.json')
      .sort();
    expect(served.length).toBeGreaterThan(0);
    expect(listed).toEqual(served);
  });

  test('every route it lists answers a valid request', async ({ t, parent }) => {
    const game = await gameClient(t);
    const samples = await sampleRequests(t, parent);
    for (const operation of await publishedOperations(t)) {
      const sample = samples[operation.operationId];
      expect(sample.method).toBe(operation.method);
      const template = new RegExp(`^/api/game/v1${operation.path.slice('/api/game/v1'.length).replace(/\{\w+\}/g, '[^/]+')}(\\?.*)?$`);
      expect(`/api/game/v1${sample.path}`).toMatch(template);
      const answer = await gameRequest(t, sample.method, sample.path, game.key, sample.body);
      expect([operation.operationId, answer.status]).toEqual([operation.operationId, 200]);
    }
  });

  test('declares the headers its refusals carry: Retry-After on a 429, WWW-Authenticate on a 401', async ({ t }) => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' })).json();
    type Responses = Record<string, { headers?: Record<string, { schema?: { type?: string } }> }>;
    const operations = Object.values(document.paths as Record<string, Record<string, { responses: Responses }>>).flatMap(Object.values);
    expect(operations.length).toBeGreaterThan(0);
    for (const { responses } of operations) {
      expect(responses['429']?.headers?.['Retry-After']?.schema).toMatchObject({ type: 'integer' });
      expect(responses['401']?.headers?.['WWW-Authenticate']?.schema).toMatchObject({ type: 'string' });
    }
  });

  test('the document and the browsable page are never stored by a cache', async ({ t }) => {
    for (const url of [
      '/api/game/v1/openapi.json',
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/static/swagger-ui.css',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  test("describes a skill event's optional Chinese name beside its name, with the same limits", async ({ t }) => {
    const document: unknown = (await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' })).json();
    const skillEvent = findSchema(document, (schema) => 'skill_zh' in (schema.properties ?? {}));
    expect(skillEvent).toBeDefined();
    const { skill, skill_zh } = skillEvent!.properties!;
    expect(skill).toMatchObject({ type: 'string', maxLength: 100 });
    expect(skill_zh).toMatchObject({ type: 'string', maxLength: 100, description: expect.stringContaining('Chinese') });
    expect(skillEvent!.required).toContain('skill');
    expect(skillEvent!.required).not.toContain('skill_zh');
  });

  test('describes the heroic act: its tokens from 1 to 100, its reason, and its optional Chinese reason', async ({ t }) => {
    const document: unknown = (await t.app.inject({ method: 'GET', url: '/api/game/v1/openapi.json' })).json();
    const heroic = findSchema(document, (schema) => (schema.properties?.type?.enum as unknown[] | undefined)?.[0] === 'heroic_act');
    expect(heroic).toBeDefined();
    const { tokens, reason, reason_zh } = heroic!.properties!;
    expect(tokens).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(reason).toMatchObject({ type: 'string', maxLength: 200 });
    expect(reason_zh).toMatchObject({ type: 'string', maxLength: 200, description: expect.stringContaining('Chinese') });
    expect(heroic!.required).toEqual(expect.arrayContaining(['event_id', 'child_id', 'occurred_at', 'type', 'tokens', 'reason']));
    expect(heroic!.required).not.toContain('reason_zh');
    const refusal = findSchema(document, (schema) => 'tokens_granted' in (schema.properties ?? {}));
    expect(refusal!.properties!.reason!.description).toContain('heroic_cap_reached');
  });

  test('the browsable page is served at /api/docs and reads the document', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/api/game/v1/openapi.json');
  });
});
