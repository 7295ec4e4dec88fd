import { gsap } from 'gsap';
import { Container, Graphics, type Application, type Ticker } from 'pixi.js';
import { buzz } from '../../sound/haptics.ts';
import { play } from '../../sound/sound.ts';
import { AppScreen } from '../shared/app-screen.ts';
import { hudInsets } from '../shared/hud-insets.ts';
import { reducedMotion } from '../shared/motion.ts';
import { ShownTimeline } from '../shared/shown-time.ts';
import { loadTextures } from '../shared/textures.ts';
import {
  drawChiefAura,
  drawClouds,
  drawForeground,
  drawGroundMarks,
  drawHills,
  drawRays,
  drawShade,
  drawShadow,
  drawShard,
  drawSkyline,
  drawSmoke,
  drawStar,
  paletteOf,
  PARALLAX,
  skyBackground,
} from './stage-art.ts';
import { BakedLayer, BakedShape, BakedStrip, bakeResolution } from './stage-bake.ts';
import { FIGHT_FRAME_MS, fightFrameMs } from './fight-time.ts';
import { CHIEF_SIZE, chiefStage, foeImages, foeName, foeOf, type FoePose } from './stage-foes.ts';
import { FoeBody, framesOf, type FoeFrames } from './stage-foe-frames.ts';
import { stageLayout, type StageLayout } from './stage-layout.ts';
import { StageMotes } from './stage-motes.ts';
import { FoePack } from './stage-pack.ts';
import { foeReach, knockedBack, slipPast, type Reach } from './stage-clear.ts';
import { POSES } from '../warlord/warlord-pose.ts';
import type { StagePhase } from './stage-phase.ts';
import { StageWarlord } from './stage-warlord.ts';
import { HitSparks, whiteFlash } from './stage-hits.ts';
import { StageWords } from './stage-words.ts';
import { boxOf, reportFigures, type StageFigures } from './stage-figures.ts';

/**
 * The moments of a run, in order: the march, the foe barring the way, the clash, the verdict, done.
 * Nothing before `clash` tells how the stage went.
 */
export type StageMoment = 'travel' | 'foe' | 'clash' | 'verdict' | 'done';

/** Fired on `document` at each moment and each change of the run's words (for the browser tests). */
export const STAGE_EVENT = 'warlords:stage';
export interface StageReport {
  moment: StageMoment;
  caption: string;
  verdict: string;
  counter: string;
  /** How many blows have landed, each in a star and a burst of sparks (the clash's among them). */
  hits: number;
  /** How far the clash's shake has the stage off (px) and its star's opacity, as this frame draws them. */
  shake: number;
  impact: number;
  /** Whether the foe stands in its chief's ember haze (a region's last stage). */
  chief: boolean;
  /**
   * Where the counter's pill and its words stand (the page's boxes, stage-words.ts), in CSS px from
   * the canvas's top-left, to hold them inside it.
   */
  counterBox: { left: number; top: number; right: number; bottom: number };
}

export interface StageRunProps {
  regionId: number;
  regionName: string;
  stage: number;
  phase: StagePhase;
  /** The run's gathered shards before this stage, as the server said. */
  gatheredBefore: number;
  /** The run's gathered shards after this stage, as the server answered (null while marching). */
  gatheredAfter: number | null;
  /** What the Warlord wears and holds, as the server says. */
  appliedTraits: readonly number[];
  appliedItems: readonly number[];
  /** Hears each moment (the overlay says the verdict in words only from `verdict`). */
  onMoment?: (moment: StageMoment) => void;
  /**
   * The player pressed Skip: the run jumps to this stage's verdict (at once if the server has
   * answered, else as soon as it does).
   */
  skip?: boolean;
}

const HOW: Record<Exclude<StagePhase, 'travel'>, string> = {
  stealth: 'your Warlord slipped past unseen',
  power: 'your Warlord fought its way through',
  defeat: 'your Warlord was beaten back',
};
/**
 * The least time the Warlord marches on screen before the foe steps in: 1.4 s, under
 * art-direction.md's 2 s (the review counted 6 s of walking and fighting a stage): with the scene's
 * start and the fight, Send to the verdict in about 3.5 s (docs/client.md).
 */
export const MARCH_MS = 1400;
const SHARDS = 8;
/**
 * The hit-stops (s): where a blow lands both fighters hold their poses this long, while its star
 * and sparks fly: a light blow, the clash.
 */
const LIGHT_STOP = 0.06;
const CLASH_STOP = 0.08;
/** How much larger the stage jumps at the clash (stage-run-screen.ts `punch`). */
const PUNCH = 1.06;
/**
 * The clash's own moment (s), from its blow landing: the hit-stop, the star that pops and fades,
 * the 8 px shake, and only after it the verdict (CLASH_TO_VERDICT). The verdict came 0.2 s in, in
 * the clash's fourth frame: at 4 frames a second the words faded in over the star at its largest
 * and a stage still shaking.
 */
const CLASH_S = 0.25;
/** From the clash's blow landing to the verdict (s): the whole clash, nothing of it left. */
export const CLASH_TO_VERDICT = CLASH_S;
/** The shards leave the clash this far apart (s), each flying 500 ms to the counter. */
const SHARD_STAGGER = 0.05;
/** Once all is counted, a moment to read the verdict before the scene is done (s). */
const READ_S = 0.25;
const MARK_PERIOD = 120;
/** Under reduced motion, how long a fade lasts (s): the moments come in fades and cuts. */
const FADE = 0.15;
/** How far from the stage's edges a figure stands at the end (px). */
const EDGE = 8;
const shardText = (n: number) => `${Math.round(n).toLocaleString('en-US')} shards`;

/** A Graphics drawn by `draw`, added to `parent`. */
function graphic(parent: Container): Graphics {
  return parent.addChild(new Graphics());
}

/**
 * The stage run: the region's land in parallax layers (the sky is the canvas's CSS backdrop) that
 * scroll while the Warlord marches, then the region's foe steps in with its pack, the two face
 * off, wind up and clash (a star, a 6% punch in and an 8 px shake over 250 ms, the clash sound),
 * and only then the verdict lands, in words and picture; found shards fly from the clash into the
 * run's counter, which counts up to the server's gathered shards. Under reduced motion the same
 * moments come in fades and cuts. The words (caption, counter, verdict) are the page's, over the
 * canvas (stage-words.ts); the land's layers, the rays, stars and smoke are pictures baked once a
 * size (stage-bake.ts); in front, the land's nearest things and its air (stage-motes.ts).
 */
export class StageRunScreen extends AppScreen<StageRunProps> {
  private readonly warlord = new StageWarlord();
  private readonly clouds = this.view.addChild(new BakedStrip());
  private readonly far = this.view.addChild(new BakedStrip());
  private readonly hills = this.view.addChild(new BakedStrip());
  private readonly marks = this.view.addChild(new BakedLayer());
  /**
   * The verdict's rays, behind the Warlord and the foe: over them, their translucent spokes turned
   * across the cheering Warlord's head and made it look ghosted.
   */
  private readonly rays = this.view.addChild(new BakedShape());
  /** Two of the foe's kind behind it (stage-pack.ts). */
  private readonly pack = this.view.addChild(new FoePack());
  private readonly foe = this.view.addChild(new Container());
  private readonly foeShadow = this.foe.addChild(new BakedShape());
  /** The ember haze a region's chief stands in, behind it (drawn only on its last stage). */
  private readonly aura = this.foe.addChild(new BakedShape());
  /** The foe's picture, in the frame of its moment (stage-foe-frames.ts). */
  private readonly foeBody = this.foe.addChild(new FoeBody());
  /**
   * The Warlord over the foe: at the clash the blow's weapon reaches the foe, and under it a
   * dagger went behind the foe's body (a fresh review: "the dagger disappears in the attack").
   */
  private readonly walker = this.view.addChild(new Container());
  private readonly walkerShadow = this.walker.addChild(new BakedShape());
  /** The land's nearest stones and tufts, in front of the fighters' feet, scrolling fastest. */
  private readonly front = this.view.addChild(new BakedStrip());
  /** The land's air: its weather or its small life, drifting in front of everything. */
  private readonly motes = this.view.addChild(new StageMotes());
  private readonly star = this.view.addChild(new BakedShape());
  /** The small stars of the exchanges' light blows. */
  private readonly sparks = [
    this.view.addChild(new BakedShape()),
    this.view.addChild(new BakedShape()),
  ] as const;
  /** The sparks that fly where a blow lands (stage-hits.ts), over the fighters. */
  private readonly hitSparks = new HitSparks(this.view);
  private readonly smoke = this.view.addChild(new BakedShape());
  private readonly flash = graphic(this.view);
  /** The ink shade under the HUD that the caption stands on. */
  private readonly shade = graphic(this.view);
  private readonly shards = Array.from({ length: SHARDS }, () => graphic(this.view));
  /** The caption, the counter and the verdict, in the page over the canvas. */
  private readonly words: StageWords;

  private L: StageLayout | null = null;
  private size = { width: 0, height: 0 };
  /** The HUD's insets the stage was laid out for (stage-layout.ts `hudInsets`). */
  private insets = { top: 0, bottom: 0 };
  /** The resolution the still shapes were last baked at (stage-bake.ts `bakeResolution`). */
  private bakedAt = 0;
  private clock = 0;
  /** How long the land has scrolled under the march (ms), and how far it has panned since (px). */
  private landMs = 0;
  private pan = 0;
  private moment: StageMoment = 'travel';
  private steps: gsap.core.Timeline | null = null;
  /** When the march began on screen (scene time, which pauses with the scene). */
  private marchedFor = 0;
  /** The outcome (foe, blows, clash, verdict, shards), played in frames drawn (fightFrameMs). */
  private outcome: ShownTimeline | null = null;
  private prepared = false;
  /** Skip was pressed for this stage. */
  private skipped = false;
  /** The foe's three frames (null: its atlas failed, the drawn warden stands in), and its chief's. */
  private foeFrames: FoeFrames | null = null;
  private chiefFrames: FoeFrames | null = null;
  /** What the counter shows, always one of the server's figures once a count-up ends. */
  private count: number;
  /** Blows landed this stage (StageReport.hits), and blows struck, for the small stars in turn. */
  private hits = 0;
  private blows = 0;
  /** Whether the foe's body is drawn as its chief's (the stage it was drawn for was the last). */
  private bodyChief = false;
  /** The foe's white flash where a blow lands on it. */
  private readonly white = whiteFlash();

  constructor(app: Application, props: StageRunProps) {
    super(app, props);
    this.count = this.props.gatheredBefore;
    // The view the clash shakes is a render group: its transform goes to the GPU as one matrix,
    // where a moved plain container has Pixi re-transform every vertex in it on the CPU, each frame
    // (docs/client.md). The scrolling layers are two sprites each: nothing to re-transform.
    this.view.isRenderGroup = true;
    this.words = new StageWords(app.canvas.parentElement ?? document.createElement('div'));
    this.walker.addChild(this.warlord.rig);
    this.foe.alpha = 0;
    this.star.alpha = 0;
    for (const spark of this.sparks) spark.alpha = 0;
    this.smoke.alpha = 0;
    this.flash.alpha = 0;
    this.rays.alpha = 0;
    for (const s of this.shards) {
      s.alpha = 0;
      drawShard(s, 18);
    }
  }

  /**
   * The Warlord dressed and the region's foe loaded in all its frames and its chief's, together:
   * nothing shows half drawn, no frame of a blow waits on a download, and a run that goes on to
   * the region's last stage finds its chief loaded.
   */
  override async prepare(): Promise<void> {
    const kind = foeOf(this.props.regionId).kind;
    const [textures] = await Promise.all([
      loadTextures(foeImages(kind)),
      this.warlord.dress(this.props.appliedTraits, this.props.appliedItems),
    ]);
    if (this.destroyed) return;
    this.foeFrames = framesOf(kind, textures);
    this.chiefFrames = framesOf(kind, textures, true);
    this.prepared = true;
  }

  /**
   * The frames the foe stands in: its chief's on a region's last stage (a review: "the stage-2
   * chief is the stage-1 scorpion, larger"), or the foe's own if the chief's did not load.
   */
  private get bodyFrames(): FoeFrames | null {
    return this.bodyChief ? (this.chiefFrames ?? this.foeFrames) : this.foeFrames;
  }

  override show(): void {
    this.words.show();
    reportFigures(() => this.figures());
    // The march plays on screen for at least MARCH_MS, even where the answer came first (a scene
    // slow to start on a busy machine): the travel is the suspense. Skip cuts it short.
    this.skipped = Boolean(this.props.skip);
    this.march();
    if (this.props.phase !== 'travel') this.playOutcome();
  }

  override receive(props: StageRunProps): void {
    const was = this.props.phase;
    const pressed = Boolean(props.skip) && !this.props.skip;
    super.receive(props);
    if (!this.prepared) return;
    if (props.phase === 'travel' && was !== 'travel') {
      // The next stage: a new march, Skip not pressed yet.
      this.skipped = Boolean(props.skip);
      this.march();
      return;
    }
    if (pressed) this.skipped = true;
    if (props.phase !== 'travel' && !this.outcome) this.playOutcome();
    else if (pressed) this.skip();
  }

  /** Skip: to the verdict of this stage now, or once the server has answered. */
  private skip(): void {
    this.skipped = true;
    const play = this.outcome;
    if (!play) return;
    const to = play.timeline.labels.verdict;
    if (to === undefined) return;
    // Past the verdict (the shards flying): the count lands on the server's figure at once.
    if (play.timeline.time() >= to) {
      play.seek(Infinity);
      return;
    }
    // Everything up to the verdict lands at once (its callbacks run, the clash sound held back);
    // the rest plays on from there, frame by frame.
    play.seek(to + 0.001);
  }

  override update(ticker: Ticker): void {
    if (this.moment === 'travel') this.marchedFor += ticker.deltaMS;
    if (this.moment === 'travel' && !reducedMotion()) this.landMs += ticker.deltaMS;
    // The outcome waits until the march has had its time on screen (Skip and reduced motion cut it
    // short), then moves on with each frame drawn.
    if (this.outcome && (this.marchedFor >= MARCH_MS || this.skipped || reducedMotion()))
      this.outcome.frame(ticker.elapsedMS);
    // Under reduced motion the land stands still (no parallax).
    if (!this.L || reducedMotion()) return;
    this.clock += ticker.deltaMS;
    this.clouds.scroll(this.clock * PARALLAX.clouds);
    this.motes.update(ticker.deltaMS, this.moment === 'travel' ? PARALLAX.air : 0);
    // The chief's haze throbs, slowly.
    if (this.aura.visible) this.aura.alpha = 0.8 + 0.2 * Math.sin(this.clock / 320);
    if (this.moment === 'travel') this.scrollLand();
  }

  /**
   * The land's layers where the march has taken them (the clouds drift on after it), and the pan
   * after a stealth pass on top, the ground moving with the feet and each layer at its depth.
   */
  private scrollLand(): void {
    const t = this.landMs;
    const pan = this.pan / PARALLAX.ground;
    this.far.scroll((t + pan) * PARALLAX.far);
    this.hills.scroll((t + pan) * PARALLAX.hills);
    this.marks.x = -(((t + pan) * PARALLAX.ground) % MARK_PERIOD);
    this.front.scroll((t + pan) * PARALLAX.front);
  }

  override destroy(): void {
    reportFigures(null);
    this.words.remove();
    this.motes.release();
    for (const baked of [
      this.clouds,
      this.far,
      this.hills,
      this.marks,
      this.front,
      this.rays,
      this.star,
      ...this.sparks,
      this.smoke,
      this.walkerShadow,
      this.foeShadow,
      this.aura,
    ])
      baked.release();
    super.destroy();
  }

  /** Where the fighters stand now (the browser tests' view: stage-figures.ts). */
  private figures(): StageFigures {
    const { fx } = this.warlord.rig;
    const was = fx.visible;
    fx.visible = false;
    const warlord = boxOf(this.warlord.rig);
    fx.visible = was;
    const foe = {
      who: 'foe' as const,
      box: boxOf(this.foeBody),
      shown: this.foe.visible && this.foe.alpha > 0.05,
      facing: this.foe.scale.x < 0 ? (1 as const) : (-1 as const),
      frame: this.foeBody.pose,
      picture: this.foeBody.picture,
    };
    const feet = this.walker.getGlobalPosition().x;
    return { warlord, feet, height: this.L?.warlord.height ?? 0, foes: [foe, ...this.pack.figures()] };
  }

  /** A fresh Graphics drawn by `draw`, to be baked. */
  private static shape(draw: (g: Graphics) => void): Graphics {
    const g = new Graphics();
    draw(g);
    return g;
  }

  override resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    const old = this.L;
    const oldWidth = this.size.width;
    // The same size at another resolution (resolution-steps.ts steps down mid-run; the canvas's
    // whole pixels may move its size in CSS px by a fraction): the fight plays on where it was.
    // The still shapes are baked again only where the canvas is now finer than they are (a screen
    // of another density): a step down keeps them, finer than the coarser canvas. Baked again,
    // five layers drawn and read back texel by texel held a frame of the fight 250-300 ms on a
    // tablet at a 4x slowdown (`GAPS=1 scripts/bench/run-fps.ts`).
    if (old && Math.abs(width - oldWidth) < 1 && Math.abs(height - this.size.height) < 1) {
      if (this.app.renderer.resolution > this.bakedAt)
        this.bake(old, width, height, this.insets.top, this.insets.bottom);
      return;
    }
    const { top, bottom } = hudInsets();
    this.insets = { top, bottom };
    const L = stageLayout(width, height, top, bottom);
    // Mid-outcome on a new size, the outcome ends at once, before anything it moves is made anew.
    const midOutcome = Boolean(old) && this.moment !== 'travel';
    if (midOutcome) this.outcome?.seek(Infinity);
    this.size = { width, height };
    this.L = L;
    const colors = paletteOf(this.props.regionId);
    const box = this.app.canvas.parentElement;
    // The sky and the ground, which never move, are the box's CSS backdrop (stage-art.ts).
    box?.style.setProperty('background', skyBackground(width, L.groundY, colors, L.groundY));
    this.bake(L, width, height, top, bottom);
    this.drawFoeBody(L.foe.height, colors.light);
    this.pack.build(this.foeFrames, L.foe.height);
    this.pack.place(L, width);
    this.flash.clear().rect(0, 0, width, height).fill(0xd0302a);
    this.rays.position.set(L.verdict.x, L.verdict.y);
    drawShade(this.shade, width, top, 90);
    this.words.place(L, width);
    this.warlord.setHeight(L.warlord.height);

    if (!midOutcome) {
      this.walker.position.set(L.warlord.x, L.groundY);
      this.foe.position.set(L.foe.x, L.groundY);
      // An outcome laid out for the old size but not begun is laid out again for this one.
      if (this.outcome) {
        this.outcome.timeline.kill();
        this.outcome = null;
        this.playOutcome();
      }
    } else {
      // What stands is moved to the new size.
      const k = width / (oldWidth || width);
      this.walker.position.set(this.walker.x * k, L.groundY);
      this.foe.position.set(this.foe.x * k, L.groundY);
    }
    this.setCaption();
  }

  /** The still shapes, baked for this stage at the renderer's resolution (stage-bake.ts): smooth edges on any renderer. */
  private bake(L: StageLayout, width: number, height: number, top: number, bottom: number): void {
    const colors = paletteOf(this.props.regionId);
    const renderer = this.app.renderer;
    const res = bakeResolution(renderer);
    this.bakedAt = res;
    const shape = StageRunScreen.shape;
    this.clouds.redraw(
      renderer,
      shape((g) => drawClouds(g, width, L.horizonY, colors.clouds)),
      width,
      res,
    );
    this.far.redraw(
      renderer,
      shape((g) =>
        drawSkyline(g, colors.skyline, width, L.horizonY, L.farTall, colors.far, colors.accent, L.groundY, {
          from: L.warlord.x - L.warlord.height * 0.3,
          to: L.foe.x + L.foe.height * 0.5,
        }),
      ),
      width,
      res,
    );
    this.hills.redraw(
      renderer,
      shape((g) =>
        drawHills(
          g,
          width,
          L.groundY,
          L.hillsTall,
          colors.hills,
          colors.skyline === 'peaks' ? 0xf4f9fd : undefined,
        ),
      ),
      width,
      res,
    );
    this.marks.redraw(
      renderer,
      shape((g) => drawGroundMarks(g, width, L.groundY, height - L.groundY, MARK_PERIOD)),
      res,
    );
    this.front.redraw(
      renderer,
      shape((g) => drawForeground(g, width, height - bottom, (height - bottom - L.groundY) * 0.6, colors)),
      width,
      res,
    );
    this.motes.redraw(renderer, colors, width, height, top, L.groundY, res);
    this.clouds.scroll(this.clock * PARALLAX.clouds);
    this.scrollLand();
    this.walkerShadow.redraw(
      renderer,
      shape((g) => drawShadow(g, L.warlord.height * 0.55)),
      res,
    );
    this.aura.redraw(
      renderer,
      shape((g) => drawChiefAura(g, L.foe.height * CHIEF_SIZE * 1.5, L.foe.height * CHIEF_SIZE * 1.25)),
      res,
    );
    this.foeShadow.redraw(
      renderer,
      shape((g) => drawShadow(g, L.foe.height * 0.6)),
      res,
    );
    // The stars pop up to 1.5 times their size: baked that much finer.
    this.star.redraw(
      renderer,
      shape((g) => drawStar(g, 70, 0xfff2a8)),
      res * 1.5,
    );
    for (const spark of this.sparks)
      spark.redraw(
        renderer,
        shape((g) => drawStar(g, 70, 0xffffff)),
        res,
      );
    this.smoke.redraw(
      renderer,
      shape((g) => drawSmoke(g, L.warlord.height * 0.45)),
      res * 1.3,
    );
    this.rays.redraw(
      renderer,
      shape((g) => drawRays(g, L.verdict.size * 4, 0xfff2a8)),
      res,
    );
  }

  /** The foe's picture (or, if its atlas failed, the drawn warden), `height` px high (its chief's larger). */
  private drawFoeBody(height: number, light: number): void {
    // A region's last stage is barred by the foe's chief, larger and in its own frames (r29: "the
    // same scorpion blocks both stages").
    this.bodyChief = chiefStage(this.props.regionId, this.props.stage);
    this.aura.visible = this.bodyChief;
    this.foeBody.dress(this.bodyFrames, height * (this.bodyChief ? CHIEF_SIZE : 1), light);
  }

  private setMoment(moment: StageMoment): void {
    this.moment = moment;
    this.setCaption();
    this.props.onMoment?.(moment);
  }

  private setCaption(): void {
    const { regionName, stage, phase } = this.props;
    const what =
      this.moment === 'travel'
        ? 'your Warlord presses on…'
        : this.moment === 'foe' || this.moment === 'clash' || phase === 'travel'
          ? `${foeName(this.props.regionId, stage)} bars the way!`
          : HOW[phase];
    this.words.setCaption(`${regionName}, stage ${stage}: ${what}`);
    this.report();
  }

  /**
   * Shows `n` shards; `lost` says they are lost, in words and in the lost colour (never a loss of
   * none: "0 shards" stays "0 shards").
   */
  private setCount(n: number, lost = false): void {
    this.count = n;
    const gone = lost && Math.round(n) > 0;
    this.words.setCounter(gone ? `${shardText(n)} lost` : shardText(n), gone);
    this.report();
  }

  /** What the run says, for the browser tests (a few times a run, never per frame). */
  private report(): void {
    const detail: StageReport = {
      moment: this.moment,
      ...this.words.said(),
      hits: this.hits,
      shake: this.view.x - this.view.pivot.x,
      impact: this.star.alpha,
      chief: this.aura.visible,
      counterBox: this.words.counterBox(this.app.canvas),
    };
    document.dispatchEvent(new CustomEvent(STAGE_EVENT, { detail }));
  }

  /** The march: the foe is not there yet, the Warlord walks on the spot while the land scrolls. */
  private march(): void {
    const L = this.L;
    if (!L) return;
    this.outcome?.timeline.kill();
    this.outcome = null;
    this.steps?.kill();
    gsap.killTweensOf([
      this,
      this.view,
      this.walker,
      this.walker.scale,
      this.foe,
      this.foe.scale,
      this.foeBody,
      this.foeBody.scale,
      this.words.banner,
      this.words.pill,
      this.rays,
      ...this.pack.targets(),
    ]);
    this.pack.reset();
    gsap.set(this.words.banner, { opacity: 0, scale: 1 });
    gsap.set(this.words.pill, { scale: 1 });
    this.view.pivot.set(0, 0);
    this.view.position.set(0, 0);
    this.view.scale.set(1);
    this.walker.position.set(L.warlord.x, L.groundY);
    this.walker.alpha = 1;
    this.walker.scale.set(1);
    this.behindFoe(false);
    this.pan = 0;
    this.scrollLand();
    this.foe.position.set(L.foe.x, L.groundY);
    this.foe.alpha = 0;
    this.foe.rotation = 0;
    this.foe.scale.set(1);
    this.foeBody.scale.set(1);
    this.foeBody.filters = [];
    this.foeBody.pose = 'idle';
    if (chiefStage(this.props.regionId, this.props.stage) !== this.bodyChief)
      this.drawFoeBody(L.foe.height, paletteOf(this.props.regionId).light);
    this.hitSparks.reset(0);
    this.hits = 0;
    for (const g of [this.star, ...this.sparks, this.smoke, this.flash, this.rays, ...this.shards])
      g.alpha = 0;
    this.words.setVerdict('');
    this.setCount(this.props.gatheredBefore);
    this.warlord.stand();
    this.steps = this.animate(() => this.warlord.walk());
    this.marchedFor = 0;
    this.setMoment('travel');
  }

  private halt(): void {
    this.warlord.stopWalking(this.steps);
    this.steps = null;
  }

  /** The server has answered: the foe, the face-off, the clash, then the verdict and the shards. */
  private playOutcome(): void {
    const L = this.L;
    const phase = this.props.phase;
    if (!L || phase === 'travel' || this.outcome) return;
    const tl = this.animate(() => this.outcomeTimeline(L, phase));
    // Off gsap's clock: each frame drawn moves it on (update), once the march has had its time.
    this.outcome = new ShownTimeline(tl, (time) => fightFrameMs(tl, time));
    if (this.skipped) this.skip();
  }

  private outcomeTimeline(L: StageLayout, phase: Exclude<StagePhase, 'travel'>): gsap.core.Timeline {
    if (reducedMotion()) return this.calmTimeline(L, phase);
    const { width } = this.size;
    const w = this.warlord;
    const tl = gsap.timeline({ onComplete: () => this.setMoment('done') });
    const feetY = L.groundY;
    // Where they meet: close enough to trade blows, then closer for the clash.
    const spot = this.meeting(L);
    // The same sparks, spark for spark, whatever the outcome (a seed of the stage, not of its result).
    this.hitSparks.reset(this.props.regionId * 100 + this.props.stage);
    tl.add(() => {
      this.halt();
      this.setMoment('foe');
    }, 0);
    this.posed(tl, 'idle', 0, true);
    // 1. The land comes to rest, the foe steps in from the right, and the Warlord walks up to it.
    tl.set(this.foe, { alpha: 0, x: L.foe.x + width * 0.15, rotation: 0 }, 0)
      .to(this.foe, { alpha: 1, x: spot.foe, duration: 0.3, ease: 'power2.out' }, 0)
      .add(() => void (this.steps = w.walk()), 0)
      .to(this.walker, { x: spot.warlord, duration: 0.28, ease: 'power1.inOut' }, 0)
      .add(() => this.halt(), 0.3);
    // 2. Two blows, the same whatever the outcome, the fight swaying across the stage: the
    // Warlord's, then the foe's answer (the Warlord's heavy third went: the clash is its big blow).
    let t = 0.32;
    t = this.warlordBlow(tl, t, spot, L);
    t = this.foeBlow(tl, t, spot, L);
    // 3. The wind-up: both draw back (the foe leans away, the Warlord gathers), then the charge:
    // both close in, and the Warlord's blow lands as they meet.
    const middle = Math.round((spot.warlord + spot.foe) / 2);
    const warlordAt = middle - L.warlord.height * 0.32;
    const foeAt = middle + L.foe.height * 0.28;
    const chest = feetY - L.warlord.height * 0.5;
    const windup = 0.18;
    const back = 16;
    // The foe rears into its blow (its strike frame) and holds it through the clash.
    this.posed(tl, 'strike', t, true);
    tl.to(this.foe, { rotation: 0.14, x: spot.foe + back, duration: windup, ease: 'power2.out' }, t)
      .to(this.walker, { x: spot.warlord - back, duration: windup, ease: 'power2.out' }, t)
      .to(this.walker.scale, { y: 0.95, duration: windup, ease: 'power2.out' }, t)
      .to(this.walker.scale, { y: 1, duration: 0.12, ease: 'back.out(3)' }, t + windup);
    t += windup;
    const charge = 0.22;
    tl.to(this.walker, { x: warlordAt, duration: charge, ease: 'power2.in' }, t)
      .to(this.foe, { x: foeAt, duration: charge, ease: 'power2.in' }, t)
      .to(this.foe, { rotation: -0.12, duration: charge, ease: 'power1.in' }, t)
      .add(w.strike(foeAt - warlordAt, CLASH_STOP), Math.max(0, t + charge - w.strikeLands));
    t += charge;
    // The foe's pack came in with it and jeers until the clash, the same whatever the outcome.
    this.pack.enter(tl, width, 0, t);
    // 4. The clash, the same whatever the outcome: everything holds a beat (the hit-stop) in a
    // star and a shower of sparks where they meet, the stage shakes 8 px over 250 ms, the sound.
    this.clash(tl, t);
    this.pack.posed(tl, 'idle', t);
    this.starAt(tl, this.star, middle, chest, t, 1.5, CLASH_S);
    this.hitSparks.burst(tl, t, middle, chest, {
      count: 22,
      reach: L.warlord.height * 0.55,
      toward: 1,
      colors: [0xffffff, 0xffe08a, w.rig.strikeColor()],
    });
    this.hitSparks.burst(tl, t, middle, chest, {
      count: 10,
      reach: L.warlord.height * 0.35,
      toward: -1,
      colors: [0xffe08a, 0xffffff],
    });
    this.punch(tl, t, middle, feetY);
    this.shake(tl, t, 8, CLASH_S);
    // 5. Only now, the clash over (its star gone, the stage still), how it went: in picture, words
    // and sound at once.
    const verdict = t + CLASH_TO_VERDICT;
    const at = (s: number) => verdict + s;
    if (phase === 'power') {
      this.posed(tl, 'hurt', verdict);
      tl.to(
        this.foe,
        { rotation: 1.4, alpha: 0, x: foeAt + width * 0.1, duration: 0.5, ease: 'power2.out' },
        verdict,
      );
    } else if (phase === 'stealth') {
      // Its blow met only smoke: it stands, peering.
      this.posed(tl, 'idle', verdict);
      // The Warlord vanishes in a puff of smoke where it stood and, crouched in shadow, tiptoes
      // behind the foe and past its pack, which all stay looking at the smoke (r30 read the old
      // ending, the foe turned round and the Warlord standing in its outline, as seen and caught).
      // Where the stage is narrow the land pans on under it, the foes with it.
      const slip = slipPast(width, EDGE, this.stealthReach(), this.foesAt(L, foeAt), this.gap(L));
      const across = 0.75;
      tl.set(this.smoke, { x: warlordAt, y: chest, alpha: 0.95 }, verdict)
        .set(this.smoke.scale, { x: 0.4, y: 0.4 }, verdict)
        .to(this.smoke, { alpha: 0, duration: 0.6, ease: 'power1.in' }, verdict)
        .to(this.smoke.scale, { x: 1.3, y: 1.3, duration: 0.6, ease: 'power2.out' }, verdict)
        .add(() => this.behindFoe(true), verdict)
        .add(w.sneak(), verdict)
        .to(this.walker, { x: slip.x, duration: across, ease: 'sine.inOut' }, at(0.05))
        // On tiptoe: a small bob each step.
        .to(
          this.walker,
          { y: feetY - 6, duration: across / 6, yoyo: true, repeat: 5, ease: 'sine.inOut' },
          at(0.05),
        )
        .to(this.foe, { rotation: 0, duration: 0.2 }, at(0.1))
        .to(this.foe, { rotation: -0.07, duration: 0.14, yoyo: true, repeat: 3, ease: 'sine.inOut' }, at(0.3))
        .add(() => this.behindFoe(false), at(0.05 + across))
        .add(w.standUp(), at(0.05 + across))
        .add(w.cheerStill(), at(0.3 + across));
      if (slip.pan > 0)
        this.panBy(tl, slip.pan, at(0.2), across, [
          [this.foe, foeAt],
          [this.smoke, warlordAt],
        ]);
      this.pack.answer(tl, phase, verdict, width, { px: slip.pan, at: at(0.2), seconds: across });
    } else {
      // Beaten back, and clear of the foe, which hops back to its mark in triumph.
      const foe = this.foeReach(L);
      const push = width * 0.05;
      const reach = this.warlord.reachIn(POSES.stand, POSES.hit, POSES.beaten);
      const gap = this.gap(L);
      const foeTo = Math.min(
        width - EDGE - foe.right,
        Math.max(foeAt, warlordAt - push + reach.right + gap - foe.left),
      );
      const back = knockedBack(warlordAt, push, EDGE, reach, { x: foeTo, reach: foe }, gap);
      tl.to(this.flash, { alpha: 0.45, duration: 0.08 }, verdict)
        .to(this.flash, { alpha: 0, duration: 0.4 }, at(0.12))
        .add(w.hit(), verdict)
        .to(this.walker, { x: back, duration: 0.45, ease: 'power2.out' }, verdict)
        .add(w.fall(), at(0.12))
        .to(this.foe, { rotation: 0, duration: 0.3 }, at(0.1))
        .to(this.foe, { x: foeTo, duration: 0.6, ease: 'power1.inOut' }, at(0.1))
        .to(this.foe, { y: feetY - 24, duration: 0.15, yoyo: true, repeat: 3, ease: 'power1.out' }, at(0.4));
      // Its blow struck the Warlord down: it roars through its hops, then stands.
      this.posed(tl, 'idle', at(1));
    }
    if (phase !== 'stealth') this.pack.answer(tl, phase, verdict, width);
    const passed = phase !== 'defeat';
    this.verdictAt(tl, verdict, passed, false);
    // The rays turn slowly behind the word (no longer than the cheer: they held the run's end back).
    if (passed)
      tl.set(this.rays, { rotation: 0 }, verdict).to(
        this.rays,
        { rotation: Math.PI / 12, duration: 1.2, ease: 'none' },
        verdict,
      );
    // The Warlord cheers, or gets up from the fall beaten: head low, the sad mouth (no tear).
    if (phase === 'power') tl.add(w.cheer(), at(0.2));
    else if (phase === 'defeat') tl.add(w.beaten(), at(0.45));
    // 6. The shards fly from the clash to the run's counter, which counts up per landed shard to
    // the server's figure.
    const before = this.props.gatheredBefore;
    const after = this.props.gatheredAfter ?? before;
    tl.addLabel('fly', verdict);
    // They spring from where the foe stood, clear of the cheering Warlord's face.
    const loot = { x: Math.round((middle + foeAt) / 2), y: chest };
    if (passed && after > before) this.flyShards(tl, loot, before, after);
    else tl.add(() => this.setCount(after, !passed), 'fly').addLabel('counted', 'fly');
    // 7. A moment to read it, then the scene is done (the overlay's buttons say what next).
    tl.to({}, { duration: READ_S });
    return tl;
  }

  /** How far the foe's picture reaches either side of its feet (its chief's larger). */
  private foeReach(L: StageLayout): Reach {
    return foeReach(this.bodyFrames?.idle ?? null, L.foe.height * (this.bodyChief ? CHIEF_SIZE : 1));
  }

  /** The foe standing at `x`, and its pack at their marks. */
  private foesAt(L: StageLayout, x: number) {
    return [{ x, reach: this.foeReach(L) }, ...this.pack.standing(L.foe.height)];
  }

  /** How far the Warlord reaches while it sneaks and once through (standing, its arms up). */
  private stealthReach(): Reach {
    return this.warlord.reachIn(POSES.sneak, POSES.stand, { ...POSES.cheer, lift: 0 });
  }

  /** The room left between the Warlord and a foe at the end of a stage. */
  private gap(L: StageLayout): number {
    return Math.round(L.warlord.height * 0.05);
  }

  /** The Warlord drawn behind its foe (slipping past it unseen) or over it (its blows reach it). */
  private behindFoe(behind: boolean): void {
    const v = this.view;
    const foe = v.getChildIndex(this.foe);
    const at = v.getChildIndex(this.walker);
    if (behind ? at > foe : at < foe) v.setChildIndex(this.walker, foe);
  }

  /**
   * The land pans `px` left from `t` over `seconds` (its layers at their depths, scrollLand), and
   * each of `with` from its x with it: the view following the Warlord past its foes.
   */
  private panBy(
    tl: gsap.core.Timeline,
    px: number,
    t: number,
    seconds: number,
    along: [Container, number][],
  ): void {
    const d = { duration: seconds, ease: 'power1.inOut' };
    tl.to(this, { pan: px, ...d, onUpdate: () => this.scrollLand() }, t);
    for (const [c, x] of along) tl.to(c, { x: x - px, ...d }, t);
  }

  /** Where the two stand to trade blows: close enough, about the middle between their marks. */
  private meeting(L: StageLayout): { warlord: number; foe: number } {
    const meet = Math.round((L.warlord.x + L.foe.x) / 2);
    return { warlord: meet - L.warlord.height * 0.42, foe: meet + L.foe.height * 0.4 };
  }

  /** The clash lands at `t`: its sound (unless skipped) and its moment, and it counts as a blow. */
  private clash(tl: gsap.core.Timeline, t: number): void {
    tl.addLabel('clash', t).add(() => {
      if (!this.skipped) {
        play('clash');
        buzz('press');
      }
      this.setMoment('clash');
      this.countHit();
    }, t);
  }

  /**
   * The verdict at `verdict` in `tl`, in words (the ribbon's, the caption's), picture and sound at
   * once: the ribbon pops in (`calm`: fades in), the rays behind it on a pass.
   */
  private verdictAt(tl: gsap.core.Timeline, verdict: number, passed: boolean, calm: boolean): void {
    const banner = this.words.banner;
    tl.addLabel('verdict', verdict)
      .add(() => {
        this.words.setVerdict(passed ? 'Passed!' : 'Failed', passed);
        this.rays.visible = passed;
        play(passed ? 'pass' : 'fail');
        buzz(passed ? 'pass' : 'fail');
        this.setMoment('verdict');
      }, verdict)
      .set(banner, { opacity: 0, scale: calm ? 1 : 1.6 }, verdict)
      .to(banner, { opacity: 1, duration: calm ? FADE : 0.2 }, verdict);
    if (!calm) tl.to(banner, { scale: 1, duration: 0.3, ease: 'back.out(2)' }, verdict);
    if (passed)
      tl.set(this.rays, { alpha: 0, rotation: 0 }, verdict).to(
        this.rays,
        { alpha: 1, duration: calm ? FADE : 0.2 },
        verdict,
      );
  }

  /**
   * The outcome under reduced motion (art-direction.md: shakes, particles and flashes become fades
   * of 150 ms; counters jump): the same moments, in fades and cuts, nothing sliding or shaking. The
   * foe fades in where the two meet, the Warlord there at once; two blows land a beat apart, each
   * a pose and a star that fades (no lunge, knock-back, sparks or shake), then the clash's star; then
   * the verdict: the foe fades out (a pass by force), the Warlord fades out and in past the foe (by
   * stealth, no smoke), or a red tint fades in and out as the Warlord falls (a defeat). The ribbon
   * fades in, the counter jumps to the server's figure.
   */
  private calmTimeline(L: StageLayout, phase: Exclude<StagePhase, 'travel'>): gsap.core.Timeline {
    const w = this.warlord;
    const tl = gsap.timeline({ onComplete: () => this.setMoment('done') });
    const spot = this.meeting(L);
    const middle = Math.round((spot.warlord + spot.foe) / 2);
    const chest = L.groundY - L.warlord.height * 0.5;
    tl.add(() => {
      this.halt();
      this.setMoment('foe');
    }, 0)
      .set(this.walker, { x: spot.warlord }, 0)
      .set(this.foe, { x: spot.foe, alpha: 0, rotation: 0 }, 0)
      .to(this.foe, { alpha: 1, duration: FADE }, 0);
    this.posed(tl, 'idle', 0);
    // The two blows: the Warlord's, the foe's, 0.4 s apart, then the clash.
    const BEAT = 0.4;
    const reach = spot.foe - spot.warlord;
    const onFoe = { x: spot.foe - L.foe.height * 0.22, y: L.groundY - L.foe.height * 0.55 };
    const onWarlord = { x: spot.warlord + L.warlord.height * 0.16, y: L.groundY - L.warlord.height * 0.52 };
    let t = BEAT;
    tl.add(w.strike(reach), t);
    this.calmBlow(tl, t + w.strikeLands, onFoe);
    // The foe's frames cut as its moments come (no motion): hurt by the blow; then striking, its
    // own blow and the clash's, until the verdict.
    this.posed(tl, 'hurt', t + w.strikeLands);
    t += BEAT;
    this.posed(tl, 'strike', t);
    tl.add(w.brace(), t).add(w.flinch(0), t + w.strikeLands);
    this.calmBlow(tl, t + w.strikeLands, onWarlord);
    t += BEAT;
    // The clash, where they stand: its star fades.
    tl.add(w.strike(reach), t);
    t += w.strikeLands;
    this.clash(tl, t);
    this.fadeStar(tl, this.star, middle, chest, t, 1.2);
    const verdict = t + 0.3;
    const slip =
      phase === 'stealth'
        ? slipPast(this.size.width, EDGE, this.stealthReach(), this.foesAt(L, spot.foe), this.gap(L))
        : { x: 0, pan: 0 };
    this.posed(tl, phase === 'power' ? 'hurt' : phase === 'stealth' ? 'idle' : 'strike', verdict);
    if (phase === 'defeat') this.posed(tl, 'idle', verdict + 0.45);
    if (phase === 'power') {
      tl.to(this.foe, { alpha: 0, duration: FADE }, verdict);
    } else if (phase === 'stealth') {
      // Gone in a fade and back past the foes, which face the same way; the land cut on under them.
      tl.to(this.walker, { alpha: 0, duration: FADE }, verdict)
        .set(this.walker, { x: slip.x }, verdict + FADE)
        .set(this.foe, { x: spot.foe - slip.pan }, verdict + FADE)
        .add(() => {
          this.pan = slip.pan;
          this.scrollLand();
        }, verdict + FADE)
        .to(this.walker, { alpha: 1, duration: FADE }, verdict + FADE);
    } else {
      const reach = this.warlord.reachIn(POSES.stand, POSES.hit, POSES.beaten);
      const back = knockedBack(
        spot.warlord,
        0,
        EDGE,
        reach,
        { x: spot.foe, reach: this.foeReach(L) },
        this.gap(L),
      );
      tl.to(this.flash, { alpha: 0.3, duration: FADE }, verdict)
        .to(this.flash, { alpha: 0, duration: FADE }, verdict + FADE)
        .set(this.walker, { x: back }, verdict + FADE)
        .add(w.fall(), verdict);
    }
    const passed = phase !== 'defeat';
    this.pack.calm(tl, 0, FADE, verdict, phase, slip.pan);
    this.verdictAt(tl, verdict, passed, true);
    if (passed) tl.add(w.cheerStill(), verdict + FADE);
    else tl.add(w.beaten(), verdict + 0.45);
    // The counter jumps to the server's figure.
    const after = this.props.gatheredAfter ?? this.props.gatheredBefore;
    tl.addLabel('fly', verdict + FADE)
      .add(() => this.setCount(after, !passed), 'fly')
      .addLabel('counted', 'fly');
    // A moment to read it, then the scene is done.
    tl.to({}, { duration: 0.4 });
    return tl;
  }

  /** A blow landing at `t` under reduced motion: its sound, its count and a star that fades. */
  private calmBlow(tl: gsap.core.Timeline, t: number, where: { x: number; y: number }): void {
    tl.add(() => {
      if (!this.skipped) play('click', 0.8);
      this.countHit();
    }, t);
    this.fadeStar(tl, this.sparks[this.blows++ % 2]!, where.x, where.y, t, 0.55);
  }

  /** A star at (`x`, `y`) at `t`, `scale` its size, that fades out in 150 ms (no pop, no turn). */
  private fadeStar(
    tl: gsap.core.Timeline,
    star: Container,
    x: number,
    y: number,
    t: number,
    scale: number,
  ): void {
    tl.set(star, { x, y, rotation: 0, alpha: 1 }, t)
      .set(star.scale, { x: scale * 0.6, y: scale * 0.6 }, t)
      .to(star, { alpha: 0, duration: FADE, ease: 'power1.in' }, t);
  }

  /**
   * The Warlord's blow from `spot` at `t`: the wind-up, a lunge as it strikes, and where the blow
   * lands a hit-stop (both hold their poses), the foe flashing white, a star and sparks; then the
   * foe reels back and the two settle a step further right. Answers when the next beat starts.
   */
  private warlordBlow(
    tl: gsap.core.Timeline,
    t: number,
    spot: { warlord: number; foe: number },
    L: StageLayout,
  ): number {
    const w = this.warlord;
    const knock = 14;
    // Pushed back, but never off the stage's right edge (a narrow portrait stage has little room).
    const room = this.size.width - 8 - L.foe.height * 0.5 - knock - spot.foe;
    const push = Math.max(0, Math.min(room, Math.round(L.warlord.height * 0.06)));
    const lunge = Math.round(L.warlord.height * 0.07);
    const stop = LIGHT_STOP;
    const reach = spot.foe - spot.warlord + lunge;
    const lands = t + w.strikeLands;
    tl.add(w.strike(reach, stop), t)
      // The anticipation leans back a little; the lunge steps into the blow as it swings.
      .to(this.walker, { x: spot.warlord - 6, duration: 0.15, ease: 'power1.out' }, t)
      .to(this.walker, { x: spot.warlord + lunge, duration: 0.07, ease: 'power3.out' }, t + 0.15);
    const x = spot.foe - L.foe.height * 0.22;
    const y = L.groundY - L.foe.height * 0.55;
    this.struck(tl, lands, x, y, 1, L);
    this.flashFoe(tl, lands, stop + 0.02);
    // After the hit-stop the foe reels, squashed and hurt, and steps back; the Warlord follows.
    const after = lands + stop;
    this.posed(tl, 'hurt', lands);
    this.posed(tl, 'idle', after + 0.2);
    spot.foe += push;
    spot.warlord += push;
    tl.set(this.foeBody.scale, { x: 0.93, y: 1.04 }, lands)
      .to(this.foeBody.scale, { x: 1, y: 1, duration: 0.3, ease: 'elastic.out(1, 0.5)' }, after)
      .to(this.foe, { x: spot.foe + knock, rotation: 0.12, duration: 0.1, ease: 'power2.out' }, after)
      .to(this.foe, { x: spot.foe, rotation: 0, duration: 0.14, ease: 'power1.inOut' }, after + 0.1)
      .to(this.walker, { x: spot.warlord, duration: 0.2, ease: 'power1.inOut' }, after + 0.04);
    return after + 0.24;
  }

  /**
   * The foe's blow from `spot` at `t`: it rears back as the Warlord braces, lunges, and where the
   * blow lands a hit-stop, the Warlord flashing white in a star and sparks; then the Warlord is
   * knocked back a step and winces, and the foe follows. Answers when the next beat starts.
   */
  private foeBlow(
    tl: gsap.core.Timeline,
    t: number,
    spot: { warlord: number; foe: number },
    L: StageLayout,
  ): number {
    const w = this.warlord;
    const push = Math.round(L.warlord.height * 0.05);
    const stop = LIGHT_STOP;
    const rear = 0.12;
    const lunge = 0.06;
    // It rears into its blow, its pack brandishing with it, and stands again as it steps back.
    this.posed(tl, 'strike', t, true);
    this.posed(tl, 'idle', t + rear + lunge + stop + 0.12, true);
    tl.add(w.brace(), t)
      .to(this.foe, { x: spot.foe + 14, rotation: 0.14, duration: rear, ease: 'power2.out' }, t)
      .to(this.foe, { x: spot.foe - 30, rotation: -0.18, duration: lunge, ease: 'power3.in' }, t + rear);
    const lands = t + rear + lunge;
    const x = spot.warlord + L.warlord.height * 0.16;
    const y = L.groundY - L.warlord.height * 0.52;
    this.struck(tl, lands, x, y, -1, L);
    w.flash(tl, lands, stop + 0.02);
    const after = lands + stop;
    spot.foe -= push;
    spot.warlord -= push;
    tl.add(w.flinch(8), after)
      .to(this.walker, { x: spot.warlord, duration: 0.22, ease: 'power2.out' }, after)
      .to(this.foe, { x: spot.foe, rotation: 0, duration: 0.2, ease: 'power1.out' }, after);
    return after + 0.24;
  }

  /** Where a blow lands at `t`: its sound, a star and sparks flying `toward`. */
  private struck(
    tl: gsap.core.Timeline,
    t: number,
    x: number,
    y: number,
    toward: 1 | -1,
    L: StageLayout,
  ): void {
    tl.add(() => {
      if (!this.skipped) play('click', 0.8);
      this.countHit();
    }, t);
    const spark = this.sparks[this.blows++ % 2]!;
    this.starAt(tl, spark, x, y, t, 0.55, 0.22);
    this.hitSparks.burst(tl, t, x, y, {
      count: 11,
      reach: L.warlord.height * 0.32,
      toward,
      colors:
        toward === 1 ? [0xffffff, 0xffe08a, this.warlord.rig.strikeColor()] : [0xffffff, 0xf97316, 0xffe08a],
    });
  }

  /** A star flashing at (`x`, `y`) at `t`: it pops to `scale` and fades in `seconds`. */
  private starAt(
    tl: gsap.core.Timeline,
    g: Container,
    x: number,
    y: number,
    t: number,
    scale: number,
    seconds: number,
  ): void {
    tl.set(g, { x, y, rotation: 0, alpha: 1 }, t)
      .set(g.scale, { x: scale * 0.25, y: scale * 0.25 }, t)
      .to(g, { alpha: 0, rotation: 0.35, duration: seconds, ease: 'power1.in' }, t)
      .to(g.scale, { x: scale, y: scale, duration: seconds * 0.85, ease: 'power2.out' }, t);
  }

  /** From `t` the foe shows its frame `pose` (stage-foe-frames.ts), and with `pack` its pack too. */
  private posed(tl: gsap.core.Timeline, pose: FoePose, t: number, pack = false): void {
    tl.set(this.foeBody, { pose }, t);
    if (pack) this.pack.posed(tl, pose, t);
  }

  /** The foe a white silhouette from `t` for `seconds`. */
  private flashFoe(tl: gsap.core.Timeline, t: number, seconds: number): void {
    tl.call(() => void (this.foeBody.filters = [this.white]), undefined, t).call(
      () => void (this.foeBody.filters = []),
      undefined,
      t + seconds,
    );
  }

  /**
   * The clash's punch: the stage jumps PUNCH larger about where they meet at `t` and eases back
   * over the clash. About a point on the ground line, so the land's hills stay on the ground, the
   * page's backdrop (stage-art.ts); the shake moves the stage from there.
   */
  private punch(tl: gsap.core.Timeline, t: number, x: number, groundY: number): void {
    tl.set(this.view.pivot, { x, y: groundY }, t)
      .set(this.view, { x, y: groundY }, t)
      .set(this.view.scale, { x: PUNCH, y: PUNCH }, t)
      .to(this.view.scale, { x: 1, y: 1, duration: CLASH_S, ease: 'power2.out' }, t + CLASH_STOP)
      .set(this.view.pivot, { x: 0, y: 0 }, t + CLASH_S)
      .set(this.view, { x: 0, y: 0 }, t + CLASH_S);
  }

  /** The whole stage shakes sideways `px` px over `seconds` at `t` (from where the punch holds it). */
  private shake(tl: gsap.core.Timeline, t: number, px: number, seconds: number): void {
    const swings = 8;
    tl.to(
      this.view,
      {
        x: () => this.view.pivot.x + px,
        duration: seconds / swings,
        yoyo: true,
        repeat: swings - 1,
        ease: 'sine.inOut',
        immediateRender: false,
      },
      t,
    ).set(this.view, { x: () => this.view.pivot.x }, t + seconds);
  }

  /** A blow landed (each lands one spark burst): told to the tests with the run's words. */
  private countHit(): void {
    this.hits++;
    this.report();
  }

  private flyShards(
    tl: gsap.core.Timeline,
    from: { x: number; y: number },
    before: number,
    after: number,
  ): void {
    const gained = after - before;
    const n = Math.max(1, Math.min(SHARDS, gained, 3 + Math.floor(Math.log10(gained + 1) * 2)));
    // Onto the pill's shard (the pill is the page's, over the canvas: they fly in under it).
    const to = this.words.shardPoint();
    // Times in numbers: gsap reads "fly+=0.07+=0.5" as fly+0.07 (it drops the second offset), so
    // each shard vanished the moment it appeared and the count ran ahead of any flight.
    const fly = tl.labels.fly ?? tl.duration();
    this.shards.slice(0, n).forEach((s, i) => {
      const start = fly + i * SHARD_STAGGER;
      const lands = start + 0.5;
      tl.set(s, { x: from.x, y: from.y, alpha: 1 }, start)
        .set(s.scale, { x: 1, y: 1 }, start)
        .to(
          s,
          {
            x: from.x + (i - n / 3) * 24,
            y: from.y - 60 - (i % 3) * 14,
            duration: 0.18,
            ease: 'power2.out',
          },
          start,
        )
        .to(s, { x: to.x, y: to.y, duration: 0.32, ease: 'power2.in' }, start + 0.18)
        .to(s.scale, { x: 0.6, y: 0.6, duration: 0.32, ease: 'power2.in' }, start + 0.18)
        .set(s, { alpha: 0 }, lands)
        .add(() => play('shards'), lands)
        .fromTo(
          this.words.pill,
          { scale: 1.14 },
          { scale: 1, duration: 0.2, ease: 'back.out(3)', immediateRender: false },
          lands,
        );
    });
    // The counter counts up while they fly, from the frame after the verdict's (a frame moves the
    // fight on FIGHT_FRAME_MS at most: fight-time.ts) to the last shard's landing, on the server's
    // figure exactly. Counted per landed shard, it read its first figure for the 0.5 s of the first
    // flight after the verdict, at 4 frames a second two seconds of "Passed!" beside "0 shards".
    const first = fly + FIGHT_FRAME_MS / 1000;
    const last = fly + (n - 1) * SHARD_STAGGER + 0.5;
    for (let k = 1; k <= n; k++) {
      const at = n === 1 ? first : first + ((last - first) * (k - 1)) / (n - 1);
      tl.add(() => this.setCount(before + Math.round((gained * k) / n)), at);
    }
    // The last shard has landed and the pill has popped.
    tl.addLabel('counted', last + 0.2);
  }
}
