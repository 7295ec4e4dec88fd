import { render } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { RevealCards } from '../../src/client/scenes/reward-reveal/reveal-cards.tsx';

// jsdom lays nothing out and has no ResizeObserver.
class FixedBox {
  observe() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', FixedBox);
afterAll(() => vi.unstubAllGlobals());

const card = (rarity: number) => ({
  kind: 'cards' as const,
  amount: 1,
  traitId: TRAITS.find((t) => t.rarity === rarity)!.id,
});

describe('the reveal cards’ flourish', () => {
  it('sweeps a shine over a Rare or rarer face and bursts confetti from an Epic or Legendary one', () => {
    const rewards = [{ kind: 'shards' as const, amount: 2500 }, card(0), card(1), card(2), card(3)];
    // Skipped: every face is up at once (the page then holds their effects still).
    const { container } = render(<RevealCards rewards={rewards} started skipped onDone={() => {}} />);
    const faces = [...container.querySelectorAll('li')];
    expect(faces).toHaveLength(5);
    const fx = (li: Element) => ({
      shine: li.querySelectorAll('.reveal-fx--shine').length,
      confetti: li.querySelectorAll('.reveal-fx--confetti > i').length,
      rays: li.querySelectorAll('.reveal-fx--rays').length,
    });
    expect(faces.map(fx)).toEqual([
      { shine: 0, confetti: 0, rays: 0 },
      { shine: 0, confetti: 0, rays: 0 },
      { shine: 1, confetti: 0, rays: 0 },
      { shine: 1, confetti: 16, rays: 0 },
      { shine: 1, confetti: 26, rays: 1 },
    ]);
    // The count each face lands (its words) is there on every face.
    expect(faces.map((li) => li.querySelector('strong')?.textContent)).toContain('2,500 shards');
  });
});

describe('a card’s build before it turns', () => {
  /** The first building back of a deal of a Common and `rarity`, as the page shows it. */
  async function buildOf(rarity: number) {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      const { container, unmount } = render(
        <RevealCards rewards={[card(0), card(rarity)]} started skipped={false} onDone={() => {}} />,
      );
      let build: Element | null = null;
      for (let ms = 0; ms < 10_000 && !build; ms += 16) {
        await vi.advanceTimersByTimeAsync(16);
        build = container.querySelector('.reveal-card--build');
      }
      const seen = build && {
        className: build.className,
        glow: build.querySelector('.reveal-card__glow')?.outerHTML,
        style: (build as HTMLElement).style.cssText.replace(/--build-ms:\s*\d+ms;?/, ''),
        face: build.querySelector('.reward-tile__art, strong'),
      };
      unmount();
      return seen;
    } finally {
      vi.useRealTimers();
    }
  }

  it('looks the same before a Rare and before a Legendary: nothing on the back says which', async () => {
    const rare = await buildOf(1);
    const legendary = await buildOf(3);
    expect(rare).not.toBeNull();
    expect(rare!.face).toBeNull();
    expect(legendary).toEqual(rare);
  });
});
