import { gsap } from 'gsap';
import { ParticleContainer, type Container, type Graphics } from 'pixi.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Reward } from '../../../rules/reward.ts';
import { useTextures } from '../shared/textures.ts';
import { useScreen } from '../shared/use-screen.ts';
import { drawStar } from '../stage-run/stage-art.ts';
import { bestRarity, rarityColor } from './reward-art.ts';
import { revealLayout } from './reveal-layout.ts';
import { burst, particleCount } from './reveal-burst.ts';
import { shakeAndBurst } from './reveal-timelines.ts';

export interface RevealProps {
  /**
   * 'crate' and 'loot' shake and burst their picture; for 'gumball' the page plays the machine,
   * its ball and its opening (gumball-moment.tsx), and the scene adds the opening's burst of
   * sparks (`opened`), if it is up by then.
   */
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
  /** The gumball's ball has opened (on the page): the sparks fly from where it lay. */
  opened?: boolean;
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
  opened,
}: RevealProps) {
  const { width, height } = useScreen();
  const sized = width > 0;
  const gumball = intro === 'gumball';
  // The gumball's machine is the page's: the scene loads no picture for it.
  const urls = useMemo(() => (gumball ? [] : [source]), [gumball, source]);
  const textures = useTextures(urls);
  const ready = gumball || Object.keys(textures).length > 0;
  const src = useRef<Container>(null);
  const star = useRef<Graphics>(null);
  const timeline = useRef<gsap.core.Timeline | null>(null);
  const glow = useRef<Graphics>(null);
  const sparkHolder = useRef<Container>(null);
  const [sparks] = useState(
    () => new ParticleContainer({ dynamicProperties: { position: true, vertex: true, color: true } }),
  );
  const best = bestRarity(rewards);
  const bestColor = rarityColor(best);
  const { x: sourceX, y: sourceY, size: sourceSize, floorY } = revealLayout(gumball, width, height);

  // The whole reveal is one timeline, built once the pictures are in.
  useEffect(() => {
    if (!ready || !sized || !src.current || !star.current) return;
    if (!glow.current || !sparkHolder.current) return;
    sparkHolder.current.addChild(sparks);
    const parts = {
      source: src.current,
      star: star.current,
      glow: glow.current,
      sparks,
      best,
      bestColor,
    };
    star.current.position.set(width / 2, height / 2);
    const tl = gsap.timeline();
    if (!gumball) {
      shakeAndBurst(tl, parts, intro === 'crate' ? 'crate' : 'reward');
      tl.call(onBurst, undefined, 'burst+=0.15');
    }
    timeline.current = tl;
    // Skipped, or started after the cards were dealt without it: its burst is over.
    if (skipped || dealt) tl.progress(1);
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

  // The gumball's ball opened on the page: 40-80 sparks of the prize's colour from where it lay.
  useEffect(() => {
    if (!gumball || !opened || skipped || !sized) return;
    const tl = gsap.timeline();
    burst(tl, sparks, { x: sourceX, y: floorY }, bestColor, particleCount(best), 0);
    return () => {
      tl.kill();
    };
    // Once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // Once the cards are out, the crate is no longer drawn (whatever its timeline's place).
  useEffect(() => {
    if (!dealt || gumball || !ready || !src.current) return;
    const source = src.current;
    gsap.killTweensOf(source);
    gsap.killTweensOf(source.scale);
    source.visible = false;
    onSourceGone?.();
  }, [dealt, gumball, ready, onSourceGone]);

  return (
    <pixiContainer>
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
      <pixiGraphics ref={star} alpha={0} draw={(g) => drawStar(g, 70, 0xfff2a8)} />
      <pixiContainer ref={sparkHolder} />
    </pixiContainer>
  );
}
