import { describe, expect, it } from 'vitest';
import { keptAnswers } from '../../src/server/game/kept.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keptAnswers', () => {
  it('asks once in a window, for reads at once and reads after, then asks again', async () => {
    const kept = keptAnswers<number, string>(80, 10);
    let asked = 0;
    const read = async () => {
      asked++;
      await sleep(5);
      return `answer ${asked}`;
    };
    const first = await Promise.all([kept(1, read), kept(1, read), kept(1, read)]);
    expect(first).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await kept(1, read)).toBe('answer 1');
    expect(await kept(2, read)).toBe('answer 2');
    await sleep(120);
    expect(await kept(1, read)).toBe('answer 3');
    expect(asked).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const kept = keptAnswers<string, number>(10_000, 10);
    await expect(kept('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept('k', async () => 7)).toBe(7);
  });

  it('keeps at most max keys, dropping the oldest', async () => {
    const kept = keptAnswers<number, number>(10_000, 2);
    let asked = 0;
    const read = async () => ++asked;
    await kept(1, read);
    await kept(2, read);
    await kept(3, read);
    expect(await kept(3, read)).toBe(3);
    expect(await kept(2, read)).toBe(2);
    expect(await kept(1, read)).toBe(4);
  });
});
