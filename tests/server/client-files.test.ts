import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressClient } from '../../scripts/compress-client.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { ROUTE_TABLE } from '../../src/client/app/route-table.ts';

let t: TestApp;
let client: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const page = `<!doctype html><title>Warlords</title><script type="module" src="/assets/app-1a2b3c.js"></script>${' '.repeat(1200)}`;

beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), 'warlords-client-'));
  mkdirSync(join(client, 'assets'));
  writeFileSync(join(client, 'index.html'), page);
  writeFileSync(join(client, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(client, 'assets', 'tiny-1a2b3c.js'), 'export {};');
  expect(compressClient(client).files).toBe(2);
  t = await startTestApp({ env: { CLIENT_DIR: client } });
});
afterAll(async () => {
  await t.close();
  rmSync(client, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built client', () => {
  it('goes out brotli, else gzip, else plain, each the same file', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves files too small to gain as they are', async () => {
    const tiny = await get('/assets/tiny-1a2b3c.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.payload).toBe('export {};');
  });

  it('caches hashed assets for good and has the page revalidated, also on a client path', async () => {
    expect((await get('/assets/app-1a2b3c.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/expedition']) {
      const res = await get(path, 'br');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.payload;
      expect(body, path).toBe(page);
    }
  });

  it("answers every page of the client's route table 200, and any other page 404 with the client's page", async () => {
    const paths = ROUTE_TABLE.map((r) => r.path.replace(':page', '3'));
    for (const path of [...paths, '/expedition/', '/admin', '/admin/players']) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
    for (const path of ['/nowhere', '/expedition/extra', '/pocketx', '/leaderboard/1/2']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      expect(res.payload, path).toBe(page);
    }
    const api = await get('/api/nowhere');
    expect([api.statusCode, api.json()]).toEqual([404, { err: 'No such call: GET /api/nowhere' }]);
  });
});
