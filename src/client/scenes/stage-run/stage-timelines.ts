import { gsap } from 'gsap';
import type { Container, Graphics, Text } from 'pixi.js';
import { play } from '../../sound/sound.ts';
import { dur } from '../shared/motion.ts';

export interface StageParts {
  walker: Container;
  guard: Container;
  star: Graphics;
  flash: Graphics;
  shards: Graphics[];
  counter: Text;
  counterAt: { x: number; y: number };
  caption: Text;
}

export interface StageGeometry {
  width: number;
  groundY: number;
}

const shardText = (n: number) => `${Math.round(n).toLocaleString('en-US')} shards`;

/** Shards spring from the Warlord and fly to the counter, which then counts up. */
function flyShards(tl: gsap.core.Timeline, p: StageParts, from: number, gained: number): void {
  if (gained <= 0) return;
  const shown = p.shards.slice(0, Math.min(p.shards.length, 3 + Math.floor(Math.log10(gained + 1) * 2)));
  shown.forEach((s, i) => {
    s.position.set(p.walker.x, p.walker.y - 60);
    tl.set(s, { alpha: 1 }, `fly+=${i * 0.06}`)
      .to(
        s,
        {
          y: s.y - 50 - i * 6,
          x: s.x + (i - shown.length / 2) * 12,
          duration: dur(0.25),
          ease: 'power2.out',
        },
        `fly+=${i * 0.06}`,
      )
      .to(
        s,
        { x: p.counterAt.x, y: p.counterAt.y, duration: dur(0.45), ease: 'power2.in' },
        `fly+=${0.25 + i * 0.06}`,
      )
      .set(s, { alpha: 0 });
  });
  const value = { v: from };
  tl.to(value, {
    v: from + gained,
    duration: dur(0.5),
    onStart: () => play('reward', 0.4),
    onUpdate: () => void (p.counter.text = shardText(value.v)),
  });
}

/** The march: the guard waits off screen, the Warlord is whole. */
export function resetStage(p: StageParts, g: StageGeometry, gathered: number): void {
  gsap.killTweensOf([p.walker, p.walker.scale, p.guard, p.star, p.star.scale, p.flash, ...p.shards]);
  p.walker.position.set(g.width * 0.28, g.groundY);
  p.walker.alpha = 1;
  p.walker.rotation = 0;
  p.guard.position.set(g.width * 0.74, g.groundY);
  p.guard.alpha = 0;
  p.guard.rotation = 0;
  p.star.alpha = 0;
  p.flash.alpha = 0;
  for (const s of p.shards) s.alpha = 0;
  p.counter.text = shardText(gathered);
}

/** A stealth win: the Warlord fades to a shadow and slips behind the guard. */
export function sneakPast(p: StageParts, g: StageGeometry, from: number, gained: number) {
  const tl = gsap.timeline();
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) })
    .to(p.walker, { alpha: 0.3, duration: dur(0.3) })
    .to(p.walker, { x: g.width * 0.9, duration: dur(1), ease: 'sine.inOut' })
    .to(p.walker, { alpha: 1, duration: dur(0.25) })
    .add(() => play('pass'))
    .addLabel('fly');
  flyShards(tl, p, from, gained);
  return tl;
}

/** A power win: the Warlord charges, a blow flashes, the guard falls. */
export function fightThrough(p: StageParts, g: StageGeometry, from: number, gained: number) {
  const tl = gsap.timeline();
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) })
    .to(p.walker, { x: g.width * 0.62, duration: dur(0.35), ease: 'power2.in' })
    .set(p.star, { x: g.width * 0.68, y: g.groundY - 60 })
    .to(p.star, { alpha: 1, duration: dur(0.05) })
    .fromTo(p.star.scale, { x: 0.3, y: 0.3 }, { x: 1.2, y: 1.2, duration: dur(0.25) }, '<')
    .to(p.star, { alpha: 0, duration: dur(0.2) })
    .to(p.guard, { rotation: 1.4, alpha: 0, x: g.width * 0.86, duration: dur(0.45), ease: 'power2.out' }, '<')
    .add(() => play('pass'))
    .addLabel('fly');
  flyShards(tl, p, from, gained);
  return tl;
}

/** A defeat: the guard strikes, the Warlord is thrown back, and the run's gatherings are lost. */
export function beatenBack(p: StageParts, g: StageGeometry, from: number) {
  const tl = gsap.timeline();
  const value = { v: from };
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) })
    .to(p.guard, { x: g.width * 0.4, duration: dur(0.3), ease: 'power2.in' })
    .to(p.flash, { alpha: 0.45, duration: dur(0.08) })
    .to(
      p.walker,
      { x: g.width * 0.12, rotation: -1.2, alpha: 0.5, duration: dur(0.5), ease: 'power2.out' },
      '<',
    )
    .add(() => play('fail'), '<')
    .to(p.flash, { alpha: 0, duration: dur(0.4) })
    .to(value, { v: 0, duration: dur(0.6), onUpdate: () => void (p.counter.text = shardText(value.v)) });
  return tl;
}
