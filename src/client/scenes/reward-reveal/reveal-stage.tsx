import { gsap } from 'gsap';
import { ParticleContainer, type Container } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import type { Reward } from '../../../rules/reward.ts';
import { useScreen } from '../shared/use-screen.ts';
import { bestRarity, rarityColor } from './reward-art.ts';
import { revealLayout } from './reveal-layout.ts';
import { burst, particleCount } from './reveal-burst.ts';

export interface RevealProps {
  /**
   * The page plays the moment (crate-moment.tsx: a crate's or the loot's charge and burst;
   * gumball-moment.tsx: the machine, its ball and its opening); the scene adds the burst's sparks
   * when it opens (`opened`), if it is up by then.
   */
  intro: 'crate' | 'loot' | 'gumball';
  rewards: readonly Reward[];
  /** Jump to the end (Skip or Escape): no sparks. */
  skipped: boolean;
  /** The crate has burst, or the gumball's ball has opened (on the page). */
  opened?: boolean;
}

/**
 * The burst's 40-80 sparks in the best rarity's colour and gold, from where the crate stood (or
 * where the gumball's ball lay), in one ParticleContainer (one draw for all): the scene loads no
 * picture, and draws nothing until then (it renders on demand).
 */
export function RevealStage({ intro, rewards, skipped, opened }: RevealProps) {
  const { width, height } = useScreen();
  const sized = width > 0;
  const gumball = intro === 'gumball';
  const sparkHolder = useRef<Container>(null);
  const [sparks] = useState(
    () => new ParticleContainer({ dynamicProperties: { position: true, vertex: true, color: true } }),
  );
  const best = bestRarity(rewards);
  const { x, y, floorY } = revealLayout(gumball, width, height);

  useEffect(() => {
    const holder = sparkHolder.current;
    if (!holder) return;
    holder.addChild(sparks);
    return () => {
      holder.removeChild(sparks);
    };
  }, [sparks]);

  useEffect(() => {
    if (!opened || skipped || !sized) return;
    const tl = gsap.timeline();
    burst(tl, sparks, { x, y: gumball ? floorY : y }, rarityColor(best), particleCount(best), 0);
    return () => {
      tl.kill();
    };
    // Once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  return <pixiContainer ref={sparkHolder} />;
}
