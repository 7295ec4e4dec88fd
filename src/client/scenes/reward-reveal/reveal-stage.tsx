import { gsap } from 'gsap';
import { ParticleContainer, type Container, type Graphics } from 'pixi.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Reward } from '../../api/types.ts';
import { useTextures } from '../shared/textures.ts';
import { useScreen } from '../shared/use-screen.ts';
import { drawStar } from '../stage-run/stage-art.ts';
import { bestRarity, rarityColor, rewardColor } from './reward-art.ts';
import { revealLayout } from './reveal-layout.ts';
import { shakeAndBurst, turnAndDrop } from './reveal-timelines.ts';

export interface RevealProps {
  /** 'crate' and 'loot' shake and burst their picture; 'gumball' turns the machine. */
  intro: 'crate' | 'loot' | 'gumball';
  /** The crate's, the region's or the machine's picture. */
  source: string;
  rewards: readonly Reward[];
  /** Jump to the end (Skip or Escape). */
  skipped: boolean;
  /** The crate has burst: time to deal the reward tiles (the page's, over the scene). */
  onBurst: () => void;
  /** The scene draws its picture now (its timeline has begun): the page's stand-in may go. */
  onStart?: () => void;
  /**
   * The cards are out over the scene: a crate (or loot) still standing (a busy machine's scene
   * behind its timeline) goes at once, so no card ever lies over it. The gumball machine stays.
   */
  dealt?: boolean;
  /** The crate (or loot) is gone from the scene: burst, or put away as the cards came out. */
  onSourceGone?: () => void;
}

/**
 * The source picture, its shake and burst, and the escalation of the best rarity inside. The
 * rewards themselves are the page's tiles, dealt over the scene once it bursts: the scene loads
 * only its source's picture (the reveal atlas), never the Warlord's atlases for a trait card.
 */
export function RevealStage({
  intro,
  source,
  rewards,
  skipped,
  onBurst,
  onStart,
  dealt,
  onSourceGone,
}: RevealProps) {
  const { width, height } = useScreen();
  const sized = width > 0;
  const urls = useMemo(() => [source], [source]);
  const textures = useTextures(urls);
  const ready = Object.keys(textures).length > 0;
  const src = useRef<Container>(null);
  const star = useRef<Graphics>(null);
  const knob = useRef<Container>(null);
  const ball = useRef<Container>(null);
  const timeline = useRef<gsap.core.Timeline | null>(null);
  const glow = useRef<Graphics>(null);
  const ring = useRef<Graphics>(null);
  const flash = useRef<Graphics>(null);
  const rays = useRef<Container>(null);
  const sparkHolder = useRef<Container>(null);
  const [sparks] = useState(
    () => new ParticleContainer({ dynamicProperties: { position: true, vertex: true, color: true } }),
  );
  const best = bestRarity(rewards);
  const bestColor = rarityColor(best);
  const gumball = intro === 'gumball';
  const { x: sourceX, y: sourceY, size: sourceSize, floorY } = revealLayout(gumball, width, height);

  // The whole reveal is one timeline, built once the pictures are in.
  useEffect(() => {
    if (!ready || !sized || !src.current || !star.current) return;
    if (!glow.current || !ring.current || !flash.current || !rays.current || !sparkHolder.current) return;
    sparkHolder.current.addChild(sparks);
    const parts = {
      source: src.current,
      star: star.current,
      glow: glow.current,
      ring: ring.current,
      flash: flash.current,
      rays: rays.current,
      sparks,
      best,
      bestColor,
    };
    star.current.position.set(width / 2, height / 2);
    ring.current.position.set(width / 2, height / 2);
    rays.current.position.set(width / 2, height / 2);
    const tl = gsap.timeline();
    if (gumball && knob.current && ball.current) turnAndDrop(tl, parts, knob.current, ball.current, floorY);
    else shakeAndBurst(tl, parts, intro === 'crate' ? 'crate' : 'reward');
    tl.call(onBurst, undefined, 'burst+=0.15');
    timeline.current = tl;
    if (skipped) tl.progress(1);
    // The stand-in goes once this frame, with the scene's picture, has been drawn.
    const shown = requestAnimationFrame(() => onStart?.());
    return () => {
      cancelAnimationFrame(shown);
      tl.kill();
    };
    // Built once per reveal; a resize does not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, sized]);

  useEffect(() => {
    if (skipped) timeline.current?.progress(1);
  }, [skipped]);

  // Once the cards are out, the crate is no longer drawn (whatever its timeline's place).
  useEffect(() => {
    if (!dealt || gumball || !ready || !src.current) return;
    const source = src.current;
    gsap.killTweensOf(source);
    gsap.killTweensOf(source.scale);
    source.visible = false;
    onSourceGone?.();
  }, [dealt, gumball, ready, onSourceGone]);

  const top = sourceY - sourceSize / 2;
  return (
    <pixiContainer>
      <pixiContainer ref={rays} alpha={0}>
        <pixiGraphics draw={(g) => drawRays(g, Math.max(width, height), bestColor)} />
      </pixiContainer>
      <pixiGraphics
        ref={glow}
        x={width / 2}
        y={height / 2}
        alpha={0}
        draw={(g) => {
          g.clear();
          for (let i = 6; i >= 1; i--)
            g.circle(0, 0, sourceSize * 0.14 * i).fill({ color: bestColor, alpha: 0.12 });
        }}
      />
      <pixiContainer ref={src} x={sourceX} y={sourceY}>
        {textures[source] ? (
          <pixiSprite
            texture={textures[source]}
            anchor={0.5}
            width={gumball ? sourceSize * 0.8 : sourceSize}
            height={sourceSize}
          />
        ) : null}
      </pixiContainer>
      {gumball ? (
        <>
          <pixiContainer ref={knob} x={sourceX + sourceSize * 0.09} y={top + sourceSize * 0.745}>
            <pixiGraphics
              draw={(g) => g.clear().rect(-2, -12, 4, 12).fill(0x7a4a10).circle(0, 0, 4).fill(0xffd54a)}
            />
          </pixiContainer>
          <pixiContainer ref={ball} x={sourceX} y={top + sourceSize * 0.89} alpha={0}>
            <pixiGraphics
              draw={(g) =>
                g
                  .clear()
                  .circle(0, 0, 18)
                  .fill(rewards[0] ? rewardColor(rewards[0]) : 0xe5484d)
                  .stroke({ color: 0x1d1610, width: 2 })
                  .circle(-6, -6, 5)
                  .fill({ color: 0xffffff, alpha: 0.7 })
              }
            />
          </pixiContainer>
        </>
      ) : null}
      <pixiGraphics ref={star} alpha={0} draw={(g) => drawStar(g, 70, 0xfff2a8)} />
      <pixiGraphics
        ref={ring}
        alpha={0}
        draw={(g) => g.clear().circle(0, 0, 80).stroke({ color: bestColor, width: 10 })}
      />
      <pixiContainer ref={sparkHolder} />
      <pixiGraphics ref={flash} alpha={0} draw={(g) => g.clear().rect(0, 0, width, height).fill(0xffffff)} />
    </pixiContainer>
  );
}

/** Light rays of a Legendary: twelve thin wedges around the centre. */
function drawRays(g: Graphics, reach: number, color: number): void {
  g.clear();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.poly([
      0,
      0,
      Math.cos(a - 0.07) * reach,
      Math.sin(a - 0.07) * reach,
      Math.cos(a + 0.07) * reach,
      Math.sin(a + 0.07) * reach,
    ]);
  }
  g.fill({ color, alpha: 0.35 });
}
