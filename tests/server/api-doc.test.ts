import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDoc } from '../../scripts/api-doc.ts';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` generates from the contract', () => {
    const committed = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(apiDoc());
    expect(committed).toContain('### POST /api/admin/grant');
  });
});
