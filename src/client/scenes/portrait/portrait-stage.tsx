import { useTick } from '@pixi/react';
import type { Container } from 'pixi.js';
import { useEffect, useMemo, useRef } from 'react';
import { reducedMotion } from '../shared/motion.ts';
import { useTextures } from '../shared/textures.ts';
import { useScreen } from '../shared/use-screen.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import { outfitOf } from '../warlord/warlord-outfit.ts';
import { itemIcons } from './portrait-layers.ts';

export interface PortraitProps {
  appliedTraits: number[];
  /** Two weapon then two consumable slots; -1 is empty. Left out on small portraits. */
  appliedItems?: readonly number[];
  /** Width and height in CSS pixels. */
  size: number;
}

/** How far the Warlord sways (CSS px); the background moves 30% of that (art-direction.md). */
const SWAY = 10;
const PARALLAX = 0.3;

/**
 * The Warlord standing in front of its background trait. The background is the back plane of
 * a parallax: the figure sways toward the pointer (or drifts slowly), the scene behind by 30%.
 * Large portraits also show the applied potions in a corner (the weapons are in its hands).
 */
export function PortraitStage({ appliedTraits, appliedItems = [], size }: PortraitProps) {
  const { width } = useScreen();
  const side = width || size;
  const outfit = useMemo(() => outfitOf(appliedTraits), [appliedTraits]);
  const bg = outfit.layers.Background;
  const potionKey = side >= 200 ? appliedItems.slice(2).join(',') : '';
  const potions = useMemo(() => (potionKey ? itemIcons(potionKey.split(',').map(Number)) : []), [potionKey]);
  const urls = useMemo(() => [...(bg ? [bg] : []), ...potions.map((p) => p.img)], [bg, potions]);
  const textures = useTextures(urls);
  const back = useRef<Container>(null);
  const front = useRef<Container>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const clock = useRef(0);
  const icon = Math.round(side * 0.14);

  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      pointer.current = {
        x: Math.max(-1, Math.min(1, (e.clientX / window.innerWidth) * 2 - 1)),
        y: Math.max(-1, Math.min(1, (e.clientY / window.innerHeight) * 2 - 1)),
      };
    };
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, []);

  useTick((ticker) => {
    if (!back.current || !front.current || reducedMotion()) return;
    clock.current += ticker.deltaMS;
    const drift = { x: Math.sin(clock.current / 4000), y: Math.sin(clock.current / 5300) * 0.4 };
    const at = pointer.current ?? drift;
    const fx = Math.round(at.x * SWAY * 2) / 2;
    const fy = Math.round(at.y * SWAY * 0.5 * 2) / 2;
    if (front.current.x === fx && front.current.y === fy) return;
    front.current.position.set(fx, fy);
    back.current.position.set(side / 2 + fx * PARALLAX, side / 2 + fy * PARALLAX);
  });

  return (
    <pixiContainer>
      <pixiContainer ref={back} x={side / 2} y={side / 2}>
        {bg && textures[bg] ? (
          <pixiSprite texture={textures[bg]} anchor={0.5} width={side * 1.08} height={side * 1.08} />
        ) : (
          <pixiGraphics
            draw={(g) =>
              g
                .clear()
                .rect(-side, -side, side * 2, side * 2)
                .fill(0x2a3a52)
            }
          />
        )}
      </pixiContainer>
      <pixiContainer ref={front}>
        <WarlordFigure
          appliedTraits={appliedTraits}
          appliedItems={appliedItems}
          x={side / 2}
          y={side * 1.0}
          height={side * 0.98}
          flourish
        />
      </pixiContainer>
      {potions.map((it, i) => (
        <pixiContainer key={`${i}-${it.img}`} x={side - (i + 1) * (icon + 4)} y={side - icon - 4}>
          <pixiGraphics
            draw={(g) =>
              g
                .clear()
                .roundRect(0, 0, icon, icon, 6)
                .fill({ color: 0x101418, alpha: 0.7 })
                .stroke({ color: it.color, width: 2 })
            }
          />
          {textures[it.img] ? (
            <pixiSprite texture={textures[it.img]} x={2} y={2} width={icon - 4} height={icon - 4} />
          ) : null}
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
