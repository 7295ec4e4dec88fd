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
  foe: Container;
  star: Graphics;
  flash: Graphics;
  shards: Graphics[];
  /** The run's shard counter under the HUD: its pill, its number, and where the shards land. */
  counterBox: Container;
  counter: Text;
  counterAt: { x: number; y: number };
  caption: Text;
  /** The outcome: the ribbon with its big word (Passed or Failed), and the rays behind a pass. */
  verdictBox: Container;
  verdict: Text;
  rays: Graphics;
}

export interface StageGeometry {
  width: number;
  groundY: number;
  /** Where the Warlord marches, how tall it is, and where the foe stands. */
  warlordX: number;
  warlordHeight: number;
  foeX: number;
}

const shardText = (n: number) => `${Math.round(n).toLocaleString('en-US')} shards`;
let steps: gsap.core.Timeline | null = null;

/** The clash: an 8 px shake over 250 ms (a fade of the flash under reduced motion). */
function shake(tl: gsap.core.Timeline, world: Container, at: gsap.Position): void {
  if (reducedMotion()) return;
  tl.to(world, { x: 8, duration: 0.03, yoyo: true, repeat: 7, ease: 'sine.inOut' }, at).set(world, { x: 0 });
}

/** The outcome in one word on its ribbon, large, in the day's pass or fail colour; rays behind a pass. */
function verdict(tl: gsap.core.Timeline, p: StageParts, passed: boolean): void {
  tl.call(() => {
    p.verdict.text = passed ? 'Passed!' : 'Failed';
    p.verdict.style.fill = passed ? '#4ade80' : '#f97316';
    p.rays.visible = passed;
  })
    .fromTo(p.verdictBox, { alpha: 0 }, { alpha: 1, duration: dur(0.2) })
    .fromTo(
      p.verdictBox.scale,
      { x: 1.6, y: 1.6 },
      { x: 1, y: 1, duration: dur(0.3), ease: 'back.out(2)' },
      '<',
    );
  if (passed && !reducedMotion()) {
    tl.fromTo(p.rays, { rotation: 0 }, { rotation: Math.PI / 6, duration: 2.4, ease: 'none' }, '<');
  }
}

/** Shards spring from the Warlord and fly to the counter under the HUD in 500 ms; it counts up. */
function flyShards(
  tl: gsap.core.Timeline,
  p: StageParts,
  g: StageGeometry,
  at: { x: number; from: number; gained: number },
) {
  const { from, gained } = at;
  if (gained <= 0) return;
  const shown = p.shards.slice(0, Math.min(p.shards.length, 3 + Math.floor(Math.log10(gained + 1) * 2)));
  // From the chest where the Warlord will stand then (the timeline is built before it moves).
  const chest = { x: at.x, y: g.groundY - g.warlordHeight * 0.55 };
  shown.forEach((s, i) => {
    s.position.set(chest.x, chest.y);
    s.scale.set(1);
    const at = `fly+=${i * 0.05}`;
    tl.set(s, { alpha: 1 }, at)
      .to(
        s,
        {
          y: chest.y - 70 - i * 8,
          x: chest.x + (i - shown.length / 2) * 22,
          duration: dur(0.2),
          ease: 'power2.out',
        },
        at,
      )
      .to(
        s,
        { x: p.counterAt.x, y: p.counterAt.y, duration: dur(0.3), ease: 'power2.in' },
        `fly+=${0.2 + i * 0.05}`,
      )
      .to(s.scale, { x: 0.6, y: 0.6, duration: dur(0.3), ease: 'power2.in' }, '<')
      .set(s, { alpha: 0 });
  });
  const value = { v: from };
  tl.fromTo(
    p.counterBox.scale,
    { x: 1.15, y: 1.15, immediateRender: false },
    { x: 1, y: 1, duration: dur(0.3), ease: 'back.out(3)' },
  ).to(
    value,
    {
      v: from + gained,
      duration: dur(0.6),
      ease: 'power2.out',
      onStart: () => play('shards'),
      onUpdate: () => void (p.counter.text = shardText(value.v)),
    },
    '<',
  );
}

/** The march: the foe waits off screen, the Warlord walks on the spot while the land scrolls. */
export function resetStage(p: StageParts, g: StageGeometry, gathered: number): void {
  gsap.killTweensOf([
    p.walker,
    p.walker.scale,
    p.foe,
    p.star,
    p.star.scale,
    p.flash,
    p.world,
    p.verdictBox,
    p.verdictBox.scale,
    p.rays,
    p.counterBox.scale,
  ]);
  steps?.kill();
  p.walker.position.set(g.warlordX, g.groundY);
  p.walker.alpha = 1;
  p.walker.rotation = 0;
  p.world.x = 0;
  p.foe.position.set(g.foeX, g.groundY);
  p.foe.alpha = 0;
  p.foe.rotation = 0;
  p.star.alpha = 0;
  p.flash.alpha = 0;
  p.verdictBox.alpha = 0;
  p.counterBox.scale.set(1);
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

/** The foe steps in from the right to its place. */
function foeArrives(tl: gsap.core.Timeline, p: StageParts, g: StageGeometry): void {
  tl.fromTo(
    p.foe,
    { alpha: 0, x: g.foeX + g.width * 0.12 },
    { alpha: 1, x: g.foeX, duration: dur(0.35), ease: 'power2.out' },
  );
}

/** A stealth win: the Warlord crouches into a shadow and tiptoes behind the foe, then cheers. */
export function sneakPast(p: StageParts, g: StageGeometry, from: number, gained: number) {
  halt(p);
  const tl = gsap.timeline();
  foeArrives(tl, p, g);
  if (p.rig) tl.add(sneak(p.rig)).add(() => void (steps = p.rig ? walk(p.rig) : null), '<');
  else tl.to(p.walker, { alpha: 0.3, duration: dur(0.3) });
  const past = g.foeX + (g.width - g.foeX) * 0.25;
  tl.to(p.walker, { x: past, duration: dur(1.1), ease: 'sine.inOut' })
    .to(p.foe, { alpha: 0, duration: dur(0.3) })
    .add(() => halt(p), '<')
    .add(p.rig ? standUp(p.rig) : gsap.to(p.walker, { alpha: 1, duration: dur(0.25) }), '<')
    .add(() => {
      play('pass');
      buzz('pass');
    })
    .addLabel('fly');
  verdict(tl, p, true);
  if (p.rig) tl.add(cheer(p.rig), 'fly');
  flyShards(tl, p, g, { x: past, from, gained });
  return tl;
}

/** A power win: the Warlord charges and strikes with its weapon or spell, the foe falls. */
export function fightThrough(p: StageParts, g: StageGeometry, from: number, gained: number) {
  halt(p);
  const tl = gsap.timeline();
  const reach = g.warlordHeight * 0.75;
  foeArrives(tl, p, g);
  tl.add(() => void (steps = p.rig ? walk(p.rig) : null))
    .to(p.walker, { x: g.foeX - reach, duration: dur(0.45), ease: 'power2.in' })
    .add(() => halt(p));
  if (p.rig) tl.add(attack(p.rig, { x: 256 + reach / Math.abs(p.rig.scale.x), y: 380 }));
  tl.addLabel('clash', '-=0.2')
    .add(() => play('clash'), 'clash')
    .set(p.star, { x: g.foeX, y: g.groundY - g.warlordHeight * 0.55 }, 'clash')
    .to(p.star, { alpha: 1, duration: dur(0.05) }, 'clash')
    .fromTo(p.star.scale, { x: 0.3, y: 0.3 }, { x: 1.4, y: 1.4, duration: dur(0.25) }, 'clash')
    .to(p.star, { alpha: 0, duration: dur(0.2) })
    .to(
      p.foe,
      { rotation: 1.4, alpha: 0, x: g.foeX + g.width * 0.1, duration: dur(0.45), ease: 'power2.out' },
      '<',
    );
  shake(tl, p.world, 'clash');
  tl.add(() => {
    play('pass');
    buzz('pass');
  }).addLabel('fly');
  verdict(tl, p, true);
  if (p.rig) tl.add(cheer(p.rig), 'fly');
  flyShards(tl, p, g, { x: g.foeX - reach, from, gained });
  return tl;
}

/** A defeat: the foe charges and strikes, the Warlord is knocked back a little (it falls on screen) and falls; the gatherings are lost. */
export function beatenBack(p: StageParts, g: StageGeometry, from: number) {
  halt(p);
  const tl = gsap.timeline();
  const value = { v: from };
  foeArrives(tl, p, g);
  tl.to(p.foe, { x: g.warlordX + g.warlordHeight * 0.6, duration: dur(0.3), ease: 'power2.in' })
    .addLabel('clash')
    .to(p.flash, { alpha: 0.45, duration: dur(0.08) }, 'clash')
    .add(() => {
      play('fail');
      buzz('fail');
    }, 'clash');
  shake(tl, p.world, 'clash');
  if (p.rig) tl.add(hit(p.rig, 10 / Math.abs(p.rig.scale.x)), 'clash').add(fall(p.rig));
  tl.to(p.walker, { x: g.warlordX - g.width * 0.04, duration: dur(0.5), ease: 'power2.out' }, 'clash').to(
    p.flash,
    { alpha: 0, duration: dur(0.4) },
    'clash+=0.1',
  );
  verdict(tl, p, false);
  tl.to(value, { v: 0, duration: dur(0.6), onUpdate: () => void (p.counter.text = shardText(value.v)) });
  return tl;
}
