import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from '../helpers';

// The served document is for other tools too (decision 073): an OpenAPI validator reads it with
// every reference resolved, and a code generator turns it into types that compile.

let t: TestApp;
let dir: string;
let served: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  dir = await mkdtemp(join(tmpdir(), 'canteen-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document', () => {
  it('validates, every reference resolving', async () => {
    const result = await validate(structuredClone(served) as never);
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
    expect(JSON.stringify(served)).not.toContain('#/$defs/');
  });

  it('keeps the recursive class tree as a shared schema the tree call points at', () => {
    const paths = served.paths as Record<string, { get: { responses: Record<string, unknown> } }>;
    const answer = paths['/api/classes/unit/{id}/tree']?.get.responses['200'];
    const ref = JSON.stringify(answer).match(/#\/components\/schemas\/([\w]+)/)?.[1];
    const schemas = (served.components as { schemas: Record<string, unknown> }).schemas;
    expect(ref && schemas[ref]).toMatchObject({ properties: { children: { type: 'array' } } });
  });

  it('a document with a dangling reference is refused (the check can fail)', async () => {
    const broken = structuredClone(served) as { paths: Record<string, unknown> };
    broken.paths['/broken'] = {
      get: {
        responses: {
          '200': {
            description: 'x',
            content: { 'application/json': { schema: { $ref: '#/$defs/__schema0' } } },
          },
        },
      },
    };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('generates a typed client that compiles', async () => {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(served));
    const script = join(__dirname, 'generate-client.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, file], {
      timeout: 60_000,
    });
    expect(stdout).toContain('compiled');
  }, 90_000);
});
