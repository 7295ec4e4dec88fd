import { useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Rarity } from '../../../rules/catalog/rarity.ts';
import { STAT_NAMES } from '../../../rules/catalog/traits.ts';
import type { Stats } from '../../../rules/formulas/stats.ts';
import { LevelCelebration, type Spent, type StatRise } from '../../ui/level-up/level-celebration.tsx';
import { announceUpgrade, UpgradeBurst } from '../../ui/level-up/upgrade-burst.tsx';
import type { Cost } from '../../ui/cost-tag.tsx';

/** An upgrade the server answered, as its card celebrates it. */
export interface Upgraded {
  name: string;
  picture: string;
  rarity: Rarity;
  /** The card's level before, and the level the server answered. */
  from: number;
  to: number;
  /** What the card gave at each level (the rules' boosts). */
  before: Stats;
  after: Stats;
  /** What the upgrade cost. */
  costs: readonly Cost[];
}

interface Shown extends Upgraded {
  origin: Element | null;
  returnTo: HTMLElement | null;
  spent: Spent[];
}

const STAT_WORDS: Record<keyof Stats, string> = {
  yield: 'Yield',
  exploration: 'Exploration',
  power: 'Power',
  stealth: 'Stealth',
};

/** The stats an upgrade raised, from what the card gave before to what it gives now. */
export function statRises(before: Stats, after: Stats): StatRise[] {
  return STAT_NAMES.filter((s) => after[s] !== before[s]).map((s) => ({
    stat: STAT_WORDS[s],
    from: before[s],
    to: after[s],
  }));
}

/** Where the HUD or the card showed what a cost took (its counter). */
function counterOf(currency: Cost['currency'], card: Element | null): Element | null {
  if (currency === 'shards') return document.querySelector('.hud [data-resource="shards"]');
  return card?.querySelector('.cards-progress') ?? null;
}

/**
 * An upgradable card's celebration: `celebrate` with the server's answer opens the level
 * celebration over the page (it rises out of `card`, gives the focus back to `button`), and when
 * it settles the card's own burst lands. `view` goes inside the card.
 */
export function useUpgradeMoment(): {
  card: RefObject<HTMLLIElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  celebrate: (up: Upgraded) => void;
  view: ReactNode;
} {
  const card = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The moment on screen, with the card and button of the press (read then, never while drawing).
  const [shown, setShown] = useState<Shown | null>(null);
  // One landing burst per celebration that settled, with the level it showed.
  const [burst, setBurst] = useState({ shot: 0, level: 0 });
  const celebrate = (up: Upgraded) => {
    announceUpgrade(up.to);
    setShown({
      ...up,
      origin: card.current,
      returnTo: button.current,
      spent: up.costs.map((c) => ({
        amount: c.amount,
        unit: c.currency,
        from: counterOf(c.currency, card.current),
      })),
    });
  };
  const settled = (level: number) => {
    setShown(null);
    setBurst((b) => ({ shot: b.shot + 1, level }));
  };
  const view = (
    <>
      <UpgradeBurst shot={burst.shot} level={burst.level} />
      {shown ? (
        <LevelCelebration
          kicker="Upgraded!"
          name={shown.name}
          picture={shown.picture}
          rarity={shown.rarity}
          from={shown.from}
          to={shown.to}
          rises={statRises(shown.before, shown.after)}
          spent={shown.spent}
          origin={shown.origin}
          returnTo={shown.returnTo}
          onDone={() => settled(shown.to)}
        />
      ) : null}
    </>
  );
  return { card, button, celebrate, view };
}
