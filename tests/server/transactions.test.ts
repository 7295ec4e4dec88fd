import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastStatement, pgCode, runStatement } from '../../src/server/db/database.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET = { name: 't_set', text: 'INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)' };
const GET = { name: 't_get', text: 'SELECT value FROM settings WHERE key = $1' };
const read = async (key: string) =>
  (await t.db.read((d) => runStatement<{ value: unknown }>(d, GET, [key])))[0]?.value;

describe('transactions and their last statement', () => {
  it('commit what the transaction wrote, its last statement included, and answer its result', async () => {
    const result = await t.db.transaction(async (tx) => {
      await runStatement(tx, SET, ['t-first', '1']);
      lastStatement(tx, runStatement(tx, SET, ['t-last', '2']));
      return 'done';
    });
    expect(result).toBe('done');
    expect(await read('t-first')).toBe(1);
    expect(await read('t-last')).toBe(2);
  });

  it('roll everything back when the last statement fails, and fail with its error', async () => {
    await runStatementOnce('t-taken');
    const attempt = t.db.transaction(async (tx) => {
      await runStatement(tx, SET, ['t-before', '1']);
      lastStatement(tx, runStatement(tx, SET, ['t-taken', '2'])); // the key exists: unique violation
      return 'done';
    });
    const err = await attempt.catch((e: unknown) => e);
    expect(pgCode(err)).toBe('23505');
    expect(await read('t-before')).toBeUndefined();
    expect(await read('t-taken')).toBe(0);
  });

  it('roll back when the function fails after a statement, and keep the connection usable', async () => {
    const attempt = t.db.transaction(async (tx) => {
      await runStatement(tx, SET, ['t-thrown', '1']);
      throw new Error('refused');
    });
    await expect(attempt).rejects.toThrow('refused');
    expect(await read('t-thrown')).toBeUndefined();
    // Every pooled connection still works after the rollbacks.
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await runStatement(tx, SET, [`t-many-${i}`, String(i)]);
          return i;
        }),
      ),
    );
    expect(many).toHaveLength(30);
    expect(await read('t-many-29')).toBe(29);
  });
});

async function runStatementOnce(key: string) {
  await t.db.transaction((tx) => runStatement(tx, SET, [key, '0']));
}
