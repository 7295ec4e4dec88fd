import { useTick } from '@pixi/react';
import type { Container, Graphics, Text } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reducedMotion } from '../shared/motion.ts';
import { useScreen } from '../shared/use-screen.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import type { WarlordRig } from '../warlord/warlord-rig.ts';
import {
  CAPTION_STYLE,
  COUNTER_STYLE,
  drawGuard,
  drawHills,
  drawShard,
  drawStar,
  drawStripes,
  paletteOf,
  VERDICT_STYLE,
} from './stage-art.ts';
import type { StagePhase } from './stage-phase.ts';
import { beatenBack, fightThrough, resetStage, sneakPast, type StageParts } from './stage-timelines.ts';

export interface StageRunProps {
  regionId: number;
  regionName: string;
  stage: number;
  phase: StagePhase;
  /** Shards gathered on the run before this stage. */
  gathered: number;
  /** Shards this stage found (server's answer; 0 while travelling). */
  shardsGained: number;
  /** What the Warlord wears and holds, as the server says. */
  appliedTraits: readonly number[];
  appliedItems: readonly number[];
}

const CAPTIONS: Record<StagePhase, string> = {
  travel: 'presses on…',
  stealth: 'slipped through unseen',
  power: 'fought its way through',
  defeat: 'was beaten back',
};
const SHARDS = 8;

/** The stage run: a scrolling landscape, the Warlord, the guard, and a shard counter. */
export function StageRunStage(props: StageRunProps) {
  const { regionId, regionName, stage, phase, gathered, shardsGained, appliedTraits, appliedItems } = props;
  const { width, height } = useScreen();
  const sized = width > 0;
  const groundY = height - 36;
  const colors = paletteOf(regionId);
  const figure = Math.min(height * 0.62, 300);
  const world = useRef<Container>(null);
  const verdict = useRef<Text>(null);
  const rig = useRef<WarlordRig | null>(null);
  const [hasRig, setHasRig] = useState(false);
  const onRig = useCallback((r: WarlordRig | null) => {
    rig.current = r;
    setHasRig(r !== null);
  }, []);
  const hills = useRef<Graphics>(null);
  const stripes = useRef<Graphics>(null);
  const walker = useRef<Container>(null);
  const guard = useRef<Container>(null);
  const star = useRef<Graphics>(null);
  const flash = useRef<Graphics>(null);
  const counter = useRef<Text>(null);
  const caption = useRef<Text>(null);
  const shards = useRef<(Graphics | null)[]>([]);
  const clock = useRef(0);
  // What the counter showed when the stage began: the answer's totals already include the stage.
  const start = useRef(gathered);
  const [firstCount] = useState(gathered);
  const captionStyle = useMemo(() => {
    const style = CAPTION_STYLE.clone();
    style.wordWrap = true;
    style.wordWrapWidth = Math.max(120, width - 190);
    return style;
  }, [width]);

  // Marching: the ground scrolls and the Warlord bobs; only refs change, every frame.
  useTick((ticker) => {
    if (phase !== 'travel' || !hills.current || !stripes.current || !walker.current) return;
    const still = reducedMotion();
    clock.current += ticker.deltaMS;
    if (!still) {
      hills.current.x = -((clock.current * 0.04) % width);
      stripes.current.x = -((clock.current * 0.18) % 40);
    }
  });

  useEffect(() => {
    const parts: StageParts | null =
      world.current &&
      verdict.current &&
      walker.current &&
      guard.current &&
      star.current &&
      flash.current &&
      counter.current &&
      caption.current
        ? {
            world: world.current,
            verdict: verdict.current,
            rig: rig.current,
            walker: walker.current,
            guard: guard.current,
            star: star.current,
            flash: flash.current,
            shards: shards.current.filter((s): s is Graphics => s !== null),
            counter: counter.current,
            counterAt: { x: width - 150, y: 24 },
            caption: caption.current,
          }
        : null;
    if (!parts || !sized) return;
    const geometry = { width, groundY };
    if (phase === 'travel') {
      start.current = gathered;
      // The Send button itself sounds the horn (press-feedback.ts).
      resetStage(parts, geometry, gathered);
      return;
    }
    const from = start.current;
    const tl =
      phase === 'stealth'
        ? sneakPast(parts, geometry, from, shardsGained)
        : phase === 'power'
          ? fightThrough(parts, geometry, from, shardsGained)
          : beatenBack(parts, geometry, from);
    return () => void tl.progress(1).kill();
    // The outcome plays once per phase; a resize mid-way does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, sized, hasRig]);

  return (
    <pixiContainer ref={world}>
      <pixiGraphics
        draw={(g) =>
          g
            .clear()
            .rect(-10, 0, width + 20, height)
            .fill(colors.sky)
        }
      />
      <pixiGraphics ref={hills} draw={(g) => drawHills(g, width, groundY, colors.hills)} />
      <pixiGraphics
        draw={(g) =>
          g
            .clear()
            .rect(0, groundY, width, height - groundY)
            .fill(colors.ground)
        }
      />
      <pixiGraphics ref={stripes} draw={(g) => drawStripes(g, width, groundY + 10)} />
      <pixiContainer ref={guard} x={width * 0.74} y={groundY} alpha={0}>
        <pixiGraphics draw={drawGuard} />
      </pixiContainer>
      <pixiContainer ref={walker} x={width * 0.28} y={groundY}>
        <WarlordFigure
          appliedTraits={appliedTraits}
          appliedItems={appliedItems}
          x={0}
          y={0}
          height={figure}
          idling={false}
          onRig={onRig}
        />
      </pixiContainer>
      <pixiGraphics ref={star} alpha={0} draw={(g) => drawStar(g, 40, 0xfff2a8)} />
      {Array.from({ length: SHARDS }, (_, i) => (
        <pixiGraphics
          key={i}
          ref={(g) => void (shards.current[i] = g)}
          alpha={0}
          draw={(g) => drawShard(g)}
        />
      ))}
      <pixiGraphics ref={flash} alpha={0} draw={(g) => g.clear().rect(0, 0, width, height).fill(0xd0302a)} />
      <pixiText
        ref={caption}
        text={`${regionName}, stage ${stage}: your Warlord ${CAPTIONS[phase]}`}
        x={12}
        y={10}
        style={captionStyle}
      />
      <pixiText
        ref={verdict}
        text=""
        anchor={0.5}
        x={width / 2}
        y={height * 0.38}
        alpha={0}
        style={VERDICT_STYLE}
      />
      <pixiGraphics x={width - 150} y={24} draw={(g) => drawShard(g, 8)} />
      <pixiText
        ref={counter}
        text={`${firstCount.toLocaleString('en-US')} shards`}
        x={width - 136}
        y={13}
        style={COUNTER_STYLE}
      />
    </pixiContainer>
  );
}
