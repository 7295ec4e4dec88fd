import { useTick } from '@pixi/react';
import { gsap } from 'gsap';
import type { Container, Graphics, Texture } from 'pixi.js';
import { memo, useEffect, useRef } from 'react';
import { expeditionCooldownMs } from '../../../rules/formulas/expedition.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';
import { cooldownLeft } from '../../game/countdowns.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { EMBLEM_WORLD } from './map-layout.ts';
import { LIFE_STEP_MS, mapHoldsStill } from './map-life.tsx';
import { drawCooldown, drawLock, drawRing } from './emblem-draw.ts';

/** Drawn once a second from the ticker (the cooldown ring), nothing at first. */
const drawNothing = () => undefined;

/** The cooldown ring's arc moves in this many steps around its circle: about a world unit each. */
const ARC_STEPS = Math.round(2 * Math.PI * (EMBLEM_WORLD / 2 + 16));

/** The selected region breathes: its scale swings this much around its resting size, every 2.4 s. */
const BREATH = 0.035;

/**
 * One region on the map: its emblem and its state (locked, cooling, active, selected); its words
 * are RegionWords, a layer over the Warlords.
 * Memoised: a hover re-renders the two emblems it concerns, not all ten (each render redraws its
 * shapes, and so the canvas).
 */
export const RegionEmblem = memo(function RegionEmblem(props: {
  region: RegionView;
  x: number;
  y: number;
  texture: Texture | undefined;
  selected: boolean;
  active: boolean;
  /** Just opened by a rank-up: a gold ring pulses out of it. */
  unlocked?: boolean;
  hovered: boolean;
  disabled: boolean;
  onHover: (id: number, on: boolean) => void;
  onTap: (id: number) => void;
}) {
  const { region, selected, active, hovered, disabled, texture } = props;
  const body = useRef<Container>(null);
  const pulse = useRef<Graphics>(null);
  const opened = useRef<Graphics>(null);
  const ring = useRef<Graphics>(null);
  const lastSecond = useRef(-1);
  /** The ring's arc as last drawn, in ARC_STEPS (-1: not drawn yet). */
  const drawnStep = useRef(-1);
  const lastBreath = useRef(0);
  const rest = useRef(1);
  const tweening = useRef(false);

  // Grow under the pointer or when chosen; a short fade-free resize under reduced motion.
  useEffect(() => {
    if (!body.current) return;
    const s = hovered && !disabled ? 1.12 : selected ? 1.06 : 1;
    rest.current = s;
    tweening.current = true;
    const tween = gsap.to(body.current.scale, {
      x: s,
      y: s,
      duration: dur(0.2),
      ease: 'back.out(2)',
      onComplete: () => void (tweening.current = false),
    });
    return () => void tween.kill();
  }, [hovered, selected, disabled]);

  // The selected region breathes (a step every LIFE_STEP_MS, not every frame; still under reduced motion).
  useTick(() => {
    const node = body.current;
    if (!node || !selected || hovered || tweening.current || mapHoldsStill()) return;
    const now = performance.now();
    if (now - lastBreath.current < LIFE_STEP_MS) return;
    lastBreath.current = now;
    const s = rest.current * (1 + BREATH * Math.sin((now / 2400) * Math.PI * 2));
    node.scale.set(s);
  });

  // The active expedition's region breathes a ring (held still under reduced motion).
  useEffect(() => {
    const ring = pulse.current;
    if (!ring || !active || mapHoldsStill()) return;
    const tween = gsap.fromTo(
      ring.scale,
      { x: 1, y: 1 },
      { x: 1.25, y: 1.25, duration: 1, repeat: -1, yoyo: true, ease: 'sine.inOut' },
    );
    return () => void tween.kill();
  }, [active]);

  // Just unlocked: a gold ring swells and fades, again and again while it is new (a steady ring
  // under reduced motion).
  useEffect(() => {
    const ring = opened.current;
    if (!ring || !props.unlocked || reducedMotion()) return;
    const tween = gsap.fromTo(ring, { alpha: 1 }, { alpha: 0, duration: 1.1, repeat: -1, ease: 'sine.out' });
    const grow = gsap.fromTo(
      ring.scale,
      { x: 0.9, y: 0.9 },
      { x: 1.45, y: 1.45, duration: 1.1, repeat: -1, ease: 'sine.out' },
    );
    return () => {
      tween.kill();
      grow.kill();
    };
  }, [props.unlocked]);

  // The cooldown ring is redrawn once a second from the ticker, never through React state: it
  // shrinks with the time left, what remains of the region's whole cooldown.
  useTick(() => {
    if (!ring.current || region.locked) return;
    const second = Math.floor(Date.now() / 1000);
    if (second === lastSecond.current) return;
    lastSecond.current = second;
    const left = cooldownLeft(region, Date.now());
    const whole = expeditionCooldownMs(region.maxStage, false);
    const fraction = Math.min(1, left / whole);
    // Drawn again only when its arc has moved by a world unit or so (a region ready, none to draw,
    // never): each redraw is a frame of the whole map, which a software renderer pays for in full.
    const step = Math.ceil(fraction * ARC_STEPS);
    if (step === drawnStep.current) return;
    drawnStep.current = step;
    drawCooldown(ring.current, EMBLEM_WORLD / 2 + 16, fraction);
  });

  const half = EMBLEM_WORLD / 2;
  return (
    <pixiContainer x={props.x} y={props.y}>
      <pixiGraphics ref={ring} draw={drawNothing} />
      {props.unlocked ? (
        <pixiGraphics ref={opened} draw={(g) => drawRing(g, half + 14, 0xffd54a, 10)} />
      ) : null}
      {active ? <pixiGraphics ref={pulse} draw={(g) => drawRing(g, half + 10, 0xffd54a, 8)} /> : null}
      <pixiContainer
        ref={body}
        eventMode={disabled ? 'none' : 'static'}
        cursor="pointer"
        onPointerOver={() => props.onHover(region.id, true)}
        onPointerOut={() => props.onHover(region.id, false)}
        onPointerTap={() => props.onTap(region.id)}
      >
        {selected ? <pixiGraphics draw={(g) => drawRing(g, half + 4, 0xffffff, 7)} /> : null}
        {texture ? (
          <pixiSprite
            texture={texture}
            anchor={0.5}
            width={EMBLEM_WORLD}
            height={EMBLEM_WORLD}
            alpha={region.locked || disabled ? 0.55 : 1}
            tint={region.locked ? 0x8a8a8a : 0xffffff}
          />
        ) : (
          <pixiGraphics draw={(g) => g.clear().circle(0, 0, half).fill(0x3b3024)} />
        )}
        {region.locked ? <pixiGraphics draw={(g) => drawLock(g, 0, -6)} /> : null}
      </pixiContainer>
    </pixiContainer>
  );
});
