import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/rules/reward.ts';
import { DialogHost } from '../../src/client/dialogs/dialog.tsx';
import { openDialog, useDialogs, type DialogResult } from '../../src/client/dialogs/dialog-store.ts';
import {
  FACES_SEEN_MS,
  RewardReveal,
  SHOW_ALL,
} from '../../src/client/scenes/reward-reveal/reward-reveal.tsx';
import { chargeSeconds, RATTLE_AT_LEAST_MS } from '../../src/client/scenes/reward-reveal/reveal-plan.ts';
import { FRAME_AT_MOST_MS } from '../../src/client/scenes/shared/shown-time.ts';
import { testFrames } from './frames.ts';

// The moments' sounds and buzzes load nothing here.
vi.mock('../../src/client/sound/later.ts', () => ({ playLater: vi.fn(), buzzLater: vi.fn() }));

// jsdom lays nothing out (the well measures 600 x 400), has no WebGL (the page plays the moment
// alone) and draws no frame: the test draws them, each `ms` after the one before.
class FixedBox {
  observe() {}
  disconnect() {}
}
const realGetContext = HTMLCanvasElement.prototype.getContext;
const frames = testFrames();
const { frame } = frames;

beforeEach(() => {
  frames.install();
  vi.stubGlobal('ResizeObserver', FixedBox);
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof realGetContext;
});
afterEach(() => {
  useDialogs.setState({ dialogs: [] });
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  HTMLCanvasElement.prototype.getContext = realGetContext;
});

const common = TRAITS.find((t) => t.rarity === 0)!;
const REWARDS: Reward[] = [
  { kind: 'shards', amount: 500 },
  { kind: 'cards', traitId: common.id, amount: 1 },
  { kind: 'energy', amount: 10 },
];

/** What a frame shows: the moment's step, the cards face down and face up, the line of what was got. */
function look(c: HTMLElement) {
  const moment = c.querySelector('[data-testid="reveal-waiting"]')!;
  return {
    t: frames.now(),
    crate: !moment.className.includes('--gone') && !moment.className.includes('--dealt'),
    step: moment.getAttribute('data-step'),
    down: c.querySelectorAll('.reveal__tiles li.reveal-card').length,
    up: c.querySelectorAll('.reveal__tiles li.reward-tile').length,
    got: c.querySelector('.reveal-got')?.textContent ?? null,
  };
}

/** The reveal of REWARDS in its pop-up (a `confirmWaits` stage dialog), and how it closed (null: open). */
function openReveal(title: string) {
  render(<DialogHost />);
  let closed: DialogResult | null = null;
  act(() => {
    void openDialog({
      title,
      body: <RewardReveal intro="crate" source="/images/crates/0.png" rewards={REWARDS} />,
      confirmText: 'Continue',
      confirmWaits: true,
      variant: 'stage',
    }).then((r) => (closed = r));
  });
  return { dialog: screen.getByRole('dialog', { hidden: true }), closed: () => closed };
}

/** Plays the reveal frame by frame (`gap(i)` ms before frame i) until its line shows. */
function play(c: HTMLElement, gap: (i: number, seen: ReturnType<typeof look>[]) => number = () => 16) {
  const seen = [look(c)];
  for (let i = 0; i < 3000 && seen.at(-1)!.got === null; i++) {
    frame(gap(i, seen));
    seen.push(look(c));
  }
  return seen;
}

describe('the well’s glory', () => {
  const legendary = TRAITS.find((t) => t.rarity === 3)!;
  it('comes with the rarest face, in its rarity, and never while a card lies face down', () => {
    const haul: Reward[] = [...REWARDS, { kind: 'cards', traitId: legendary.id, amount: 1 }];
    const { container } = render(<RewardReveal intro="crate" source="/images/crates/3.png" rewards={haul} />);
    const glory = () => container.querySelector('.reveal__glory')?.getAttribute('data-rarity') ?? null;
    const seen: { down: number; up: number; glory: string | null }[] = [];
    for (let i = 0; i < 3000 && container.querySelector('.reveal-got') === null; i++) {
      frame(16);
      seen.push({ ...look(container), glory: glory() });
    }
    // Every frame with a glory has every face up; the first frame with all four up has it.
    expect(seen.filter((f) => f.glory !== null).every((f) => f.down === 0 && f.up === 4)).toBe(true);
    const allUp = seen.findIndex((f) => f.up === 4);
    expect(allUp).toBeGreaterThan(0);
    expect(seen[allUp]!.glory).toBe('3');
  });

  it('stays away from a haul of commons', () => {
    const { container } = render(
      <RewardReveal intro="crate" source="/images/crates/0.png" rewards={REWARDS} />,
    );
    play(container);
    expect(container.querySelector('.reveal__glory')).toBeNull();
  });
});

describe('the reward reveal', () => {
  it.each(['crate', 'loot', 'gumball'] as const)(
    'says "Yours now" only once every card has been seen face up (%s)',
    (intro) => {
      const { container } = render(
        <RewardReveal intro={intro} source="/images/crates/0.png" rewards={REWARDS} />,
      );
      const seen = play(container);
      const first = seen.findIndex((f) => f.got !== null);
      expect(first).toBeGreaterThan(0);
      expect(seen[first]!.got).toBe('Yours now: all 3 rewards, in your pocket.');
      // Never before: not while the crate stands, nor over cards face down or still coming.
      const before = seen.slice(0, first);
      expect(before.some((f) => f.down > 0)).toBe(true);
      // Every face was up, and stayed up for frames, before the line.
      const allUp = seen.findIndex((f) => f.up === 3 && f.down === 0);
      expect(allUp).toBeGreaterThan(0);
      expect(seen[first]!.t - seen[allUp]!.t).toBeGreaterThanOrEqual(300);
      expect(first - allUp).toBeGreaterThan(10);
    },
  );

  it('stands a Basic crate rattling, then charging, for 1.5 s and more before its first card', () => {
    const { container } = render(
      <RewardReveal intro="crate" source="/images/crates/0.png" rewards={REWARDS} />,
    );
    const seen = play(container);
    const firstCard = seen.findIndex((f) => f.down + f.up > 0);
    expect(seen[firstCard]!.t).toBeGreaterThanOrEqual(1500);
    // The crate in every frame before it; rattling at least RATTLE_AT_LEAST_MS, then charging
    // its whole charge, then the burst.
    expect(seen.slice(0, firstCard).every((f) => f.crate)).toBe(true);
    const charge = seen.find((f) => f.step === 'charge')!;
    const burst = seen.find((f) => f.step === 'burst')!;
    expect(charge.t).toBeGreaterThanOrEqual(RATTLE_AT_LEAST_MS);
    expect(burst.t - charge.t).toBeGreaterThanOrEqual(chargeSeconds(0) * 1000);
    expect(firstCard).toBeLessThan(seen.length);
  });

  it('does not lose the charge, the burst or the turns to a page that stalls: it takes up where it was', () => {
    const { container } = render(
      <RewardReveal intro="crate" source="/images/crates/0.png" rewards={REWARDS} />,
    );
    // A 6 s stall as the charge starts, and another as the first card is out: each counts for one
    // long frame, no more.
    const stalled = new Set<string>();
    const seen = play(container, (_, s) => {
      const f = s.at(-1)!;
      const at = f.step === 'charge' ? 'charge' : f.down > 0 ? 'cards' : null;
      if (at && !stalled.has(at)) {
        stalled.add(at);
        return 6000;
      }
      return 16;
    });
    expect([...stalled]).toEqual(['charge', 'cards']);
    const afterStall = (step: string) => seen.findIndex((f, i) => i > 0 && seen[i - 1]!.step === step);
    // After the stall in the charge it still charges; the burst comes after more frames of it.
    const i = afterStall('charge');
    expect(seen[i]!.step).toBe('charge');
    const burst = seen.findIndex((f) => f.step === 'burst');
    expect(seen[burst]!.t - seen[i]!.t).toBeGreaterThanOrEqual(chargeSeconds(0) * 1000 - FRAME_AT_MOST_MS);
    // After the stall among the cards, no face is up at once, and the line comes last.
    const cardsOut = seen.findIndex((f) => f.down > 0);
    expect(seen[cardsOut + 1]!.up).toBe(0);
    expect(seen[cardsOut + 1]!.got).toBeNull();
    const first = seen.findIndex((f) => f.got !== null);
    const allUp = seen.findIndex((f) => f.up === 3);
    expect(seen[first]!.t - seen[allUp]!.t).toBeGreaterThanOrEqual(300);
  });

  it('shows the line with every card at once when skipped', async () => {
    const { container, getByRole } = render(
      <RewardReveal intro="crate" source="/images/crates/0.png" rewards={REWARDS} />,
    );
    frame();
    expect(look(container).got).toBeNull();
    act(() => getByRole('button', { name: 'Skip to the rewards' }).click());
    const f = look(container);
    expect(f.got).toBe('Yours now: all 3 rewards, in your pocket.');
    expect(f.up).toBe(3);
    expect(f.crate).toBe(false);
  });

  it('in its pop-up: the confirm reads "Show all", live, while it plays; a press turns every face, and once they have been seen it reads Continue and closes', async () => {
    const { dialog, closed } = openReveal('Basic crate');
    const confirm = () => dialog.querySelector<HTMLButtonElement>('.dialog__actions button[type="submit"]')!;
    for (let i = 0; look(dialog).down === 0 && i < 500; i++) frame();
    expect(look(dialog).down).toBeGreaterThan(0);
    // It says what a press does, in the primary look, not the disabled one; its name is its text.
    const show = within(dialog).getByRole('button', { name: SHOW_ALL, hidden: true });
    expect(show).toBe(confirm());
    expect(show).not.toHaveAttribute('aria-disabled');
    expect(show).toHaveClass('button--primary');
    act(() => show.click());
    await act(async () => undefined);
    expect(closed()).toBeNull();
    const f = look(dialog);
    expect([f.up, f.down]).toEqual([3, 0]);
    // The faces seen for FACES_SEEN_MS of frames: it reads Continue, and a press closes.
    frames.play(FACES_SEEN_MS + 100);
    expect(confirm()).toHaveTextContent(/^Continue$/);
    expect(within(dialog).queryByRole('button', { name: SHOW_ALL, hidden: true })).toBeNull();
    act(() => confirm().click());
    await act(async () => undefined);
    expect(closed()).toEqual({ outcome: 'confirm', values: {} });
  });

  it('in its pop-up: a press of ×, of the confirm or of Enter while the cards lie face down skips, and closes nothing until the faces have been seen', async () => {
    const { dialog, closed } = openReveal('Legendary crate');
    const next = within(dialog).getByRole('button', { name: SHOW_ALL, hidden: true });
    const close = within(dialog).getByRole('button', { name: 'Close', hidden: true });
    // Played until the first card lies face down.
    for (let i = 0; look(dialog).down === 0 && i < 500; i++) frame();
    expect(look(dialog).down).toBeGreaterThan(0);
    act(() => close.click());
    const f = look(dialog);
    expect([f.up, f.down]).toEqual([3, 0]);
    expect(f.got).toBe('Yours now: all 3 rewards, in your pocket.');
    // A second press at once (a double click, a second tap, Enter twice) lands on the faces: open.
    act(() => next.click());
    act(() => close.click());
    fireEvent.keyDown(next, { key: 'Enter' });
    frames.play(FACES_SEEN_MS - 100);
    act(() => next.click());
    await act(async () => undefined);
    expect(closed()).toBeNull();
    expect(next).toHaveTextContent(SHOW_ALL);
    // The faces seen for FACES_SEEN_MS of frames: Continue, and it closes.
    frames.play(200);
    expect(next).toHaveTextContent(/^Continue$/);
    expect(next).not.toHaveAttribute('aria-disabled');
    act(() => next.click());
    await act(async () => undefined);
    expect(closed()).toEqual({ outcome: 'confirm', values: {} });
  });

  it('in its pop-up: Escape while the cards lie face down skips; Escape once the faces are up closes at once', async () => {
    const { dialog, closed } = openReveal('Basic crate');
    for (let i = 0; look(dialog).down === 0 && i < 500; i++) frame();
    expect(look(dialog).down).toBeGreaterThan(0);
    // The browser's Escape on a modal <dialog>: a keydown, then (unless it was stopped) a cancel.
    const escape = () => {
      const key = fireEvent.keyDown(window, { key: 'Escape' });
      if (key) fireEvent(dialog, new Event('cancel', { cancelable: true }));
    };
    act(escape);
    await act(async () => undefined);
    expect(closed()).toBeNull();
    expect(look(dialog).up).toBe(3);
    act(escape);
    await act(async () => undefined);
    expect(closed()).toEqual({ outcome: 'cancel' });
  });
});
