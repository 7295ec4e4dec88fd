import { gsap } from 'gsap';
import type { Container, Texture } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';
import { dur } from '../shared/motion.ts';

/**
 * One trait layer. When its image changes, the new one fades in over the old (a short pop), and
 * the old is dropped once covered.
 */
export function PortraitLayer({
  texture,
  src,
  side,
}: {
  texture: Texture | undefined;
  src: string;
  side: number;
}) {
  const [shown, setShown] = useState<{ src: string; texture: Texture | undefined }>({ src, texture });
  const [previous, setPrevious] = useState<Texture | undefined>(undefined);
  const front = useRef<Container>(null);

  if (shown.src !== src || shown.texture !== texture) {
    // A new image for this layer (or its texture has just loaded): keep the old one underneath.
    if (shown.src !== src && shown.texture) setPrevious(shown.texture);
    setShown({ src, texture });
  }

  useEffect(() => {
    const sprite = front.current;
    if (!sprite || !previous) return;
    const tl = gsap
      .timeline({ onComplete: () => setPrevious(undefined) })
      .fromTo(sprite, { alpha: 0 }, { alpha: 1, duration: dur(0.35), ease: 'power1.out' })
      .fromTo(sprite.scale, { x: 1.04, y: 1.04 }, { x: 1, y: 1, duration: dur(0.35) }, '<');
    return () => void tl.progress(1).kill();
  }, [previous]);

  return (
    <pixiContainer>
      {previous ? <pixiSprite texture={previous} width={side} height={side} /> : null}
      {shown.texture ? (
        <pixiContainer ref={front} x={side / 2} y={side / 2}>
          <pixiSprite texture={shown.texture} anchor={0.5} width={side} height={side} />
        </pixiContainer>
      ) : null}
    </pixiContainer>
  );
}
