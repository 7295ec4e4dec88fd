import { useApplication, useTick } from '@pixi/react';
import { hudInsets } from '../shared/hud-insets.ts';
import type { Container, Graphics, Text } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reducedMotion } from '../shared/motion.ts';
import { useScreen } from '../shared/use-screen.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import type { WarlordRig } from '../warlord/warlord-rig.ts';
import {
  CAPTION_STYLE,
  COUNTER_STYLE,
  drawClouds,
  drawFoe,
  drawGround,
  drawGroundMarks,
  drawHills,
  drawPill,
  drawRays,
  drawRibbon,
  drawShade,
  drawShadow,
  drawShard,
  drawSkyline,
  drawStar,
  FOE_HEIGHT,
  paletteOf,
  PARALLAX,
  skyBackground,
  VERDICT_STYLE,
} from './stage-art.ts';
import { stageLayout } from './stage-layout.ts';
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
const MARK_PERIOD = 120;

/**
 * The stage run: the region's land in parallax layers (sky, far skyline, hills, ground) that
 * scroll while the Warlord marches, the Warlord a third of the screen tall at the left, the
 * stage's foe facing it, the verdict on a ribbon, and the run's shard counter under the HUD.
 */
/** Paints `background` behind a canvas (on its box); answers the undo. */
function paintBehind(canvas: HTMLCanvasElement, background: string): () => void {
  const box = canvas.parentElement;
  box?.style.setProperty('background', background);
  return () => box?.style.removeProperty('background');
}

export function StageRunStage(props: StageRunProps) {
  const { regionId, regionName, stage, phase, gathered, shardsGained, appliedTraits, appliedItems } = props;
  const { width, height } = useScreen();
  const sized = width > 0;
  // Read on each render (a resize or a new phase), not per frame: the HUD's CSS follows the viewport.
  const { top, bottom } = sized ? hudInsets() : { top: 0, bottom: 0 };
  const L = useMemo(() => stageLayout(width, height, top, bottom), [width, height, top, bottom]);
  const colors = paletteOf(regionId);
  const world = useRef<Container>(null);
  const verdictBox = useRef<Container>(null);
  const verdict = useRef<Text>(null);
  const rays = useRef<Graphics>(null);
  const rig = useRef<WarlordRig | null>(null);
  const [hasRig, setHasRig] = useState(false);
  const onRig = useCallback((r: WarlordRig | null) => {
    rig.current = r;
    setHasRig(r !== null);
  }, []);
  const clouds = useRef<Graphics>(null);
  const far = useRef<Graphics>(null);
  const hills = useRef<Graphics>(null);
  const marks = useRef<Graphics>(null);
  const walker = useRef<Container>(null);
  const foe = useRef<Container>(null);
  const star = useRef<Graphics>(null);
  const flash = useRef<Graphics>(null);
  const counterBox = useRef<Container>(null);
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
    style.wordWrapWidth = L.caption.wrap;
    return style;
  }, [L.caption.wrap]);
  const verdictStyle = useMemo(() => {
    const style = VERDICT_STYLE.clone();
    style.fontSize = L.verdict.size;
    return style;
  }, [L.verdict.size]);

  // The land scrolls past while the Warlord marches (far layers slower), the clouds always drift.
  useTick((ticker) => {
    if (!clouds.current || !far.current || !hills.current || !marks.current || reducedMotion()) return;
    clock.current += ticker.deltaMS;
    const t = clock.current;
    clouds.current.x = -((t * PARALLAX.clouds) % width);
    if (phase !== 'travel') return;
    far.current.x = -((t * PARALLAX.far) % width);
    hills.current.x = -((t * PARALLAX.hills) % width);
    marks.current.x = -((t * PARALLAX.ground) % MARK_PERIOD);
  });

  useEffect(() => {
    const parts: StageParts | null =
      world.current &&
      verdictBox.current &&
      verdict.current &&
      rays.current &&
      walker.current &&
      foe.current &&
      star.current &&
      flash.current &&
      counterBox.current &&
      counter.current &&
      caption.current
        ? {
            world: world.current,
            verdictBox: verdictBox.current,
            verdict: verdict.current,
            rays: rays.current,
            rig: rig.current,
            walker: walker.current,
            foe: foe.current,
            star: star.current,
            flash: flash.current,
            shards: shards.current.filter((s): s is Graphics => s !== null),
            counterBox: counterBox.current,
            counter: counter.current,
            counterAt: { x: L.counter.x + 22, y: L.counter.y + L.counter.height / 2 },
            caption: caption.current,
          }
        : null;
    if (!parts || !sized) return;
    const geometry = {
      width,
      groundY: L.groundY,
      warlordX: L.warlord.x,
      warlordHeight: L.warlord.height,
      foeX: L.foe.x,
    };
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

  // The sky is the canvas's backdrop, in CSS (see skyBackground): the canvas is clear above the land.
  const { app } = useApplication();
  const sky = sized ? skyBackground(width, L.groundY, colors) : null;
  useEffect(() => (sky ? paintBehind(app.canvas, sky) : undefined), [app, sky]);

  // Each layer is drawn once for its size and region: an inline draw would run again on every
  // render of the screen around the run (its countdowns re-render it each second), rebuilding the
  // land's geometry and uploading the gradients again mid-run.
  const draws = useMemo(
    () => ({
      clouds: (g: Graphics) => drawClouds(g, width, L.horizonY),
      far: (g: Graphics) => drawSkyline(g, colors.skyline, width, L.horizonY, L.farTall, colors.far),
      hills: (g: Graphics) => drawHills(g, width, L.groundY, L.hillsTall, colors.hills),
      ground: (g: Graphics) => drawGround(g, width, L.groundY, height, colors.ground),
      marks: (g: Graphics) => drawGroundMarks(g, width, L.groundY, height - L.groundY, MARK_PERIOD),
      warlordShadow: (g: Graphics) => drawShadow(g, L.warlord.height * 0.55),
      foeShadow: (g: Graphics) => drawShadow(g, L.foe.height * 0.6),
      foe: (g: Graphics) => drawFoe(g, colors.light),
      star: (g: Graphics) => drawStar(g, 60, 0xfff2a8),
      flash: (g: Graphics) => g.clear().rect(0, 0, width, height).fill(0xd0302a),
      rays: (g: Graphics) => drawRays(g, L.verdict.size * 4, 0xfff2a8),
      ribbon: (g: Graphics) => drawRibbon(g, L.verdict.size * 4.4, L.verdict.size * 1.5),
      shade: (g: Graphics) => drawShade(g, width, top, 90),
      pill: (g: Graphics) => drawPill(g, L.counter.width, L.counter.height),
      counterShard: (g: Graphics) => drawShard(g, 10),
      shard: (g: Graphics) => drawShard(g, 14),
    }),
    [width, height, top, L, colors],
  );

  if (!sized) return null;
  const foeScale = L.foe.height / FOE_HEIGHT;
  return (
    <pixiContainer ref={world}>
      <pixiGraphics ref={clouds} draw={draws.clouds} />
      <pixiGraphics ref={far} draw={draws.far} />
      <pixiGraphics ref={hills} draw={draws.hills} />
      <pixiGraphics draw={draws.ground} />
      <pixiGraphics ref={marks} draw={draws.marks} />
      <pixiContainer ref={walker} x={L.warlord.x} y={L.groundY}>
        <pixiGraphics draw={draws.warlordShadow} />
        <WarlordFigure
          appliedTraits={appliedTraits}
          appliedItems={appliedItems}
          x={0}
          y={0}
          height={L.warlord.height}
          idling={false}
          onRig={onRig}
        />
      </pixiContainer>
      {/* After the Warlord: a Warlord sneaking past goes behind the foe. */}
      <pixiContainer ref={foe} x={L.foe.x} y={L.groundY} alpha={0}>
        <pixiGraphics draw={draws.foeShadow} />
        <pixiGraphics scale={foeScale} draw={draws.foe} />
      </pixiContainer>
      <pixiGraphics ref={star} alpha={0} draw={draws.star} />
      <pixiGraphics ref={flash} alpha={0} draw={draws.flash} />
      <pixiContainer ref={verdictBox} x={L.verdict.x} y={L.verdict.y} alpha={0}>
        <pixiGraphics ref={rays} draw={draws.rays} />
        <pixiGraphics draw={draws.ribbon} />
        <pixiText ref={verdict} text="" anchor={0.5} style={verdictStyle} />
      </pixiContainer>
      {/* A shade under the HUD, so the caption and the counter read on any sky. */}
      <pixiGraphics draw={draws.shade} />
      <pixiText
        ref={caption}
        text={`${regionName}, stage ${stage}: your Warlord ${CAPTIONS[phase]}`}
        x={L.caption.x}
        y={L.caption.y}
        style={captionStyle}
      />
      {/* Pivoted at its middle, so its pop grows from the centre. */}
      <pixiContainer
        ref={counterBox}
        x={L.counter.x + L.counter.width / 2}
        y={L.counter.y + L.counter.height / 2}
        pivot={{ x: L.counter.width / 2, y: L.counter.height / 2 }}
      >
        <pixiGraphics draw={draws.pill} />
        <pixiGraphics x={22} y={L.counter.height / 2} draw={draws.counterShard} />
        <pixiText
          ref={counter}
          text={`${firstCount.toLocaleString('en-US')} shards`}
          anchor={{ x: 0, y: 0.5 }}
          x={40}
          y={L.counter.height / 2}
          style={COUNTER_STYLE}
        />
      </pixiContainer>
      {Array.from({ length: SHARDS }, (_, i) => (
        <pixiGraphics key={i} ref={(g) => void (shards.current[i] = g)} alpha={0} draw={draws.shard} />
      ))}
    </pixiContainer>
  );
}
