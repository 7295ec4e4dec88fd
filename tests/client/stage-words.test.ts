/**
 * The stage run's words in the page over its canvas (stage-words.ts): the caption, the counter and
 * the verdict stand where the layout puts them, unseen until the scene shows; the verdict's word is
 * no text of the page until it is set (the outcome is never in the page before its moment); a lost
 * count is in the lost colour; all go with the scene.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTER_WIDTH, stageLayout } from '../../src/client/scenes/stage-run/stage-layout.ts';
import { LOST_FILL } from '../../src/client/scenes/stage-run/stage-palette.ts';
import { StageWords } from '../../src/client/scenes/stage-run/stage-words.ts';

afterEach(() => document.body.replaceChildren());

function words() {
  const box = document.body.appendChild(document.createElement('div'));
  const w = new StageWords(box);
  const L = stageLayout(1440, 900, 64, 0);
  w.place(L, 1440);
  return { box, w, L };
}

describe('StageWords', () => {
  it('stands the caption, the pill and the ribbon where the layout puts them, unseen until shown', () => {
    const { box, w, L } = words();
    expect(w.caption.style.left).toBe(`${L.caption.x - 10}px`);
    expect(w.caption.style.top).toBe(`${L.caption.y - 5}px`);
    // Its right edge where the layout's is, at least as wide as the layout's pill.
    const right = L.counter.x + L.counter.width;
    const width = Number.parseFloat(w.pill.style.width);
    expect(width).toBeGreaterThanOrEqual(COUNTER_WIDTH);
    expect(Number.parseFloat(w.pill.style.left) + width).toBe(right);
    expect(w.pill.style.top).toBe(`${L.counter.y}px`);
    // The ribbon centred on the verdict's point.
    const left = Number.parseFloat(w.banner.style.left);
    const top = Number.parseFloat(w.banner.style.top);
    expect(left + Number.parseFloat(w.banner.style.width) / 2).toBeCloseTo(L.verdict.x, 6);
    expect(top + Number.parseFloat(w.banner.style.height) / 2).toBeCloseTo(L.verdict.y, 6);
    for (const el of [w.caption, w.pill, w.banner]) {
      expect(el.parentElement).toBe(box);
      expect(el.style.visibility).toBe('hidden');
    }
    w.show();
    for (const el of [w.caption, w.pill, w.banner]) expect(el.style.visibility).toBe('');
  });

  it('says the verdict in the page only once it is set, and empties it again', () => {
    const { box, w } = words();
    w.setCaption('Ashen Dunes, stage 1: your Warlord presses on…');
    w.setCounter('589 shards');
    expect(box.textContent).not.toMatch(/passed|failed/i);
    expect(w.said()).toEqual({
      caption: 'Ashen Dunes, stage 1: your Warlord presses on…',
      verdict: '',
      counter: '589 shards',
    });
    w.setVerdict('Failed', false);
    expect(box.textContent).toContain('Failed');
    expect(box.querySelector('.stage-words__word--failed')).not.toBeNull();
    w.setVerdict('');
    expect(box.textContent).not.toMatch(/failed/i);
  });

  it('writes a lost count in the lost colour, and a kept one in the pill’s own', () => {
    const { box, w } = words();
    const count = () => box.querySelector<HTMLElement>('.stage-words__count')!;
    w.setCounter('589 shards lost', true);
    expect(count().style.color).toBe('rgb(253, 186, 116)');
    expect(LOST_FILL).toBe('#fdba74');
    w.setCounter('0 shards');
    expect(count().style.color).toBe('');
  });

  it('lands the flying shards on the pill’s shard, and leaves with the scene', () => {
    const { box, w, L } = words();
    const right = L.counter.x + L.counter.width;
    const width = Number.parseFloat(w.pill.style.width);
    expect(w.shardPoint()).toEqual({ x: right - width + 22, y: L.counter.y + L.counter.height / 2 });
    w.remove();
    expect(box.children).toHaveLength(0);
  });
});
