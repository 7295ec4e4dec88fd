/**
 * docs/api.md, generated from the contract (src/contract): every endpoint, its method, path, who
 * may call it, what it takes and what it answers. `npm run docs:api` writes it;
 * tests/server/api-doc.test.ts fails when the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ENDPOINTS } from '../src/contract/index.ts';
import type { AnyEndpoint } from '../src/contract/endpoint.ts';

const GROUPS = { public: 'Public', game: 'Game (a player)', admin: 'Operators, bot and bench' } as const;

/** A schema as compact JSON Schema, one line. */
function shape(schema: z.ZodType, io: 'input' | 'output'): string {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io, unrepresentable: 'any' });
  return JSON.stringify(json);
}

function entry(ep: AnyEndpoint): string {
  const lines = [`### ${ep.method} ${ep.path}`, '', ep.doc, '', `- access: ${ep.access}`];
  if (ep.params) lines.push(`- params: \`${shape(ep.params, 'input')}\``);
  if (ep.query) lines.push(`- query: \`${shape(ep.query, 'input')}\``);
  if (ep.body) lines.push(`- body: \`${shape(ep.body, 'input')}\``);
  const statuses = [200, ...(ep.also ?? [])].join(', ');
  if (ep.produces) lines.push(`- answers (${statuses}): ${ep.produces}`);
  else lines.push(`- answers (${statuses}): \`${shape(ep.response, 'output')}\``);
  lines.push('- otherwise: `{ "err": string, "requestId"?: string }`');
  return lines.join('\n');
}

/** The whole of docs/api.md. */
export function apiDoc(): string {
  const parts = [
    '# The HTTP API',
    '',
    'Generated from src/contract by `npm run docs:api`; do not edit by hand.',
  ];
  for (const [group, title] of Object.entries(GROUPS) as [keyof typeof GROUPS, string][]) {
    parts.push('', `## ${title}`);
    // By path, then method: the same order however the modules' exports are listed.
    const sorted = [...ENDPOINTS[group]].sort(
      (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
    );
    for (const ep of sorted) parts.push('', entry(ep));
  }
  return `${parts.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../docs/api.md', import.meta.url), apiDoc());
}
