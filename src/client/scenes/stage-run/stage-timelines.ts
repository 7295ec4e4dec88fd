import { gsap } from 'gsap';
import type { Container, Graphics, Text } from 'pixi.js';
import { buzz } from '../../sound/haptics.ts';
import { play } from '../../sound/sound.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { attack, cheer, fall, hit, sneak, standStill, standUp, walk } from '../warlord/warlord-moves.ts';
import type { WarlordRig } from '../warlord/warlord-rig.ts';

export interface StageParts {
  /** The whole stage, shaken on the clash. */
  world: Container;
  walker: Container;
  /** The Warlord in the walker, once its pictures are in. */
  rig: WarlordRig | null;
  guard: Container;
  star: Graphics;
  flash: Graphics;
  shards: Graphics[];
  counter: Text;
  counterAt: { x: number; y: number };
  caption: Text;
  /** The big word of the outcome: Passed or Failed. */
  verdict: Text;
}

export interface StageGeometry {
  width: number;
  groundY: number;
}

const shardText = (n: number) => `${Math.round(n).toLocaleString('en-US')} shards`;
let steps: gsap.core.Timeline | null = null;

/** The clash: an 8 px shake over 250 ms (a fade of the flash under reduced motion). */
function shake(tl: gsap.core.Timeline, world: Container, at: gsap.Position): void {
  if (reducedMotion()) return;
  tl.to(world, { x: 8, duration: 0.03, yoyo: true, repeat: 7, ease: 'sine.inOut' }, at).set(world, { x: 0 });
}

/** The outcome in one word, large, in the day's pass or fail colour. */
function verdict(tl: gsap.core.Timeline, p: StageParts, passed: boolean): void {
  tl.call(() => {
    p.verdict.text = passed ? 'Passed!' : 'Failed';
    p.verdict.style.fill = passed ? '#4ade80' : '#f97316';
  })
    .fromTo(p.verdict, { alpha: 0 }, { alpha: 1, duration: dur(0.2) })
    .fromTo(
      p.verdict.scale,
      { x: 1.6, y: 1.6 },
      { x: 1, y: 1, duration: dur(0.3), ease: 'back.out(2)' },
      '<',
    );
}

/** Shards spring from the Warlord and fly to the counter in 500 ms, which then counts up. */
function flyShards(tl: gsap.core.Timeline, p: StageParts, from: number, gained: number): void {
  if (gained <= 0) return;
  const shown = p.shards.slice(0, Math.min(p.shards.length, 3 + Math.floor(Math.log10(gained + 1) * 2)));
  shown.forEach((s, i) => {
    s.position.set(p.walker.x, p.walker.y - 60);
    tl.set(s, { alpha: 1 }, `fly+=${i * 0.06}`)
      .to(
        s,
        { y: s.y - 50 - i * 6, x: s.x + (i - shown.length / 2) * 12, duration: dur(0.2), ease: 'power2.out' },
        `fly+=${i * 0.06}`,
      )
      .to(
        s,
        { x: p.counterAt.x, y: p.counterAt.y, duration: dur(0.3), ease: 'power2.in' },
        `fly+=${0.2 + i * 0.06}`,
      )
      .set(s, { alpha: 0 });
  });
  const value = { v: from };
  tl.to(value, {
    v: from + gained,
    duration: dur(0.6),
    ease: 'power2.out',
    onStart: () => play('shards'),
    onUpdate: () => void (p.counter.text = shardText(value.v)),
  });
}

/** The march: the guard waits off screen, the Warlord walks on the spot while the land scrolls. */
export function resetStage(p: StageParts, g: StageGeometry, gathered: number): void {
  gsap.killTweensOf([p.walker, p.walker.scale, p.guard, p.star, p.star.scale, p.flash, p.world, p.verdict]);
  steps?.kill();
  p.walker.position.set(g.width * 0.28, g.groundY);
  p.walker.alpha = 1;
  p.walker.rotation = 0;
  p.world.x = 0;
  p.guard.position.set(g.width * 0.74, g.groundY);
  p.guard.alpha = 0;
  p.guard.rotation = 0;
  p.star.alpha = 0;
  p.flash.alpha = 0;
  p.verdict.alpha = 0;
  for (const s of p.shards) s.alpha = 0;
  p.counter.text = shardText(gathered);
  if (p.rig) {
    standStill(p.rig);
    p.rig.x = 0;
    steps = walk(p.rig);
  }
}

/** Stops the march's steps (the outcome takes over the Warlord). */
function halt(p: StageParts): void {
  steps?.kill();
  steps = null;
  if (p.rig) standStill(p.rig);
}

/** A stealth win: the Warlord crouches into a shadow and tiptoes past the guard, then cheers. */
export function sneakPast(p: StageParts, g: StageGeometry, from: number, gained: number) {
  halt(p);
  const tl = gsap.timeline();
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) });
  if (p.rig) tl.add(sneak(p.rig)).add(() => void (steps = p.rig ? walk(p.rig) : null), '<');
  else tl.to(p.walker, { alpha: 0.3, duration: dur(0.3) });
  tl.to(p.walker, { x: g.width * 0.9, duration: dur(1.1), ease: 'sine.inOut' })
    .add(() => halt(p))
    .add(p.rig ? standUp(p.rig) : gsap.to(p.walker, { alpha: 1, duration: dur(0.25) }))
    .add(() => {
      play('pass');
      buzz('pass');
    })
    .addLabel('fly');
  verdict(tl, p, true);
  if (p.rig) tl.add(cheer(p.rig), 'fly');
  flyShards(tl, p, from, gained);
  return tl;
}

/** A power win: the Warlord charges and strikes with its weapon or spell, the guard falls. */
export function fightThrough(p: StageParts, g: StageGeometry, from: number, gained: number) {
  halt(p);
  const tl = gsap.timeline();
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) })
    .add(() => void (steps = p.rig ? walk(p.rig) : null))
    .to(p.walker, { x: g.width * 0.58, duration: dur(0.45), ease: 'power2.in' })
    .add(() => halt(p));
  if (p.rig) tl.add(attack(p.rig, { x: 256 + (g.width * 0.16) / Math.abs(p.rig.scale.x), y: 380 }));
  tl.addLabel('clash', '-=0.2')
    .add(() => play('clash'), 'clash')
    .set(p.star, { x: g.width * 0.7, y: g.groundY - 60 }, 'clash')
    .to(p.star, { alpha: 1, duration: dur(0.05) }, 'clash')
    .fromTo(p.star.scale, { x: 0.3, y: 0.3 }, { x: 1.2, y: 1.2, duration: dur(0.25) }, 'clash')
    .to(p.star, { alpha: 0, duration: dur(0.2) })
    .to(
      p.guard,
      { rotation: 1.4, alpha: 0, x: g.width * 0.86, duration: dur(0.45), ease: 'power2.out' },
      '<',
    );
  shake(tl, p.world, 'clash');
  tl.add(() => {
    play('pass');
    buzz('pass');
  }).addLabel('fly');
  verdict(tl, p, true);
  if (p.rig) tl.add(cheer(p.rig), 'fly');
  flyShards(tl, p, from, gained);
  return tl;
}

/** A defeat: the guard strikes, the Warlord is hit and falls, and the run's gatherings are lost. */
export function beatenBack(p: StageParts, g: StageGeometry, from: number) {
  halt(p);
  const tl = gsap.timeline();
  const value = { v: from };
  tl.to(p.guard, { alpha: 1, duration: dur(0.3) })
    .to(p.guard, { x: g.width * 0.4, duration: dur(0.3), ease: 'power2.in' })
    .addLabel('clash')
    .to(p.flash, { alpha: 0.45, duration: dur(0.08) }, 'clash')
    .add(() => {
      play('fail');
      buzz('fail');
    }, 'clash');
  shake(tl, p.world, 'clash');
  if (p.rig) tl.add(hit(p.rig, 10 / Math.abs(p.rig.scale.x)), 'clash').add(fall(p.rig));
  tl.to(p.walker, { x: g.width * 0.16, duration: dur(0.5), ease: 'power2.out' }, 'clash').to(
    p.flash,
    { alpha: 0, duration: dur(0.4) },
    'clash+=0.1',
  );
  verdict(tl, p, false);
  tl.to(value, { v: 0, duration: dur(0.6), onUpdate: () => void (p.counter.text = shardText(value.v)) });
  return tl;
}
