import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
/** The linter's messages for `code` placed in src/rules, joined. */
const lint = async (code: string) =>
  (await eslint.lintText(code, { filePath: 'src/rules/example.ts' }))[0]!.messages
    .map((m) => m.message)
    .join('\n');

function rulesFiles(dir = 'src/rules'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? rulesFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the rules module stays pure', () => {
  it('the linter refuses the clock and ambient randomness', async () => {
    expect(await lint('export const t = Date.now();\n')).toMatch(/Time comes in as a `now` parameter/);
    expect(await lint('export const t = new Date();\n')).toMatch(/Time comes in as a `now` parameter/);
    expect(await lint('export const r = Math.random();\n')).toMatch(/Randomness comes in as an Rng/);
    expect(await lint('export const d = new Date(0);\n')).toBe('');
    // The first lint loads the project's typed configuration: 40 s on a loaded CI machine.
  }, 120_000);

  it('the linter refuses Node built-ins, frameworks, the database, the server and the client', async () => {
    expect(await lint("import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n")).toMatch(
      /no Node built-ins/,
    );
    for (const pkg of ['react', 'pixi.js', 'fastify', 'drizzle-orm', '@electric-sql/pglite', 'pg']) {
      expect(await lint(`import x from '${pkg}';\nexport const y = x;\n`)).toMatch(/pure/);
    }
    expect(await lint("import x from '../server/app.ts';\nexport const y = x;\n")).toMatch(/neither/);
    // Eight typed lints: 30 s and more in CI, where the browser tests take most of the cores.
  }, 120_000);

  it('no rules source imports anything outside src/rules', () => {
    const offenders = rulesFiles()
      .filter((f) => !f.endsWith('.test.ts'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/from '([^']+)'/g)]
          .map((m) => m[1]!)
          .filter((spec) => !spec.startsWith('.') || spec.includes('/server/') || spec.includes('/client/'))
          .map((spec) => `${f}: ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});
