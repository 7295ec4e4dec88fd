import { useEffect, useMemo, useState } from 'react';
import { traitById } from '../../rules/catalog/traits.ts';
import {
  ARM_FRAME,
  FIGURE,
  FIST,
  GRIP,
  LEG_FRAME,
  POTION_SCALE,
  TORSO_FRAME,
} from '../scenes/warlord/warlord-anatomy.ts';
import { outfitImages, outfitOf, type Outfit } from '../scenes/warlord/warlord-outfit.ts';
import { HELD_SCALE, HELD_TILT, POSES } from '../scenes/warlord/warlord-pose.ts';
import { picturesReady, preloadPictures } from './warlord-pictures.ts';

/**
 * The Warlord without a canvas: the same pictures as the Pixi rig, stood up on the same skeleton
 * (warlord-anatomy.ts) in its standing pose, as one inline SVG of <image>s. The browser composites
 * it (the HUD avatar, the leaderboard's podium, the portrait on /pocket and /profile). Until every
 * picture has loaded and decoded (warlord-pictures.ts, one preload for all of them) it shows the
 * figure's drawn silhouette, the same size, then all of the figure at once: never an empty box,
 * never part of the figure. A figure whose pictures are already in draws them in its first frame.
 */

/** What to show: the whole figure, or the head and shoulders (the round avatar). */
export type Crop = 'full' | 'bust';

/**
 * The full figure framed as the portrait scene frames it (portrait-stage.tsx: 520 units of width
 * fill 98% of the box, the feet 1.5% above its bottom), so the scene comes over it without a jump.
 */
const VIEW: Record<Crop, string> = {
  full: `-9 ${FIGURE.top} 530 ${FIGURE.feet.y + 14 - FIGURE.top}`,
  bust: '106 84 300 300',
};

const deg = (r: number) => ((r * 180) / Math.PI).toFixed(1);

/**
 * The figure's shape in its own units (head, torso, arms, legs on the skeleton of
 * warlord-anatomy.ts), drawn from nothing to load: what stands in the box while the pictures come.
 */
function Silhouette() {
  const { neck, hips, hipL, hipR, shoulderL, shoulderR, feet } = FIGURE;
  const limb = (x: number, y: number, dx: number, length: number, width: number) =>
    `M${x - width / 2} ${y} L${x + width / 2} ${y} L${x + dx + width * 0.4} ${y + length} ` +
    `L${x + dx - width * 0.4} ${y + length} Z`;
  return (
    <g className="warlord-silhouette" data-testid="warlord-silhouette">
      <ellipse cx={feet.x} cy={feet.y} rx={150} ry={18} opacity={0.5} />
      <path d={limb(hipL.x, hipL.y - 10, -10, feet.y - hipL.y, 84)} />
      <path d={limb(hipR.x, hipR.y - 10, 10, feet.y - hipR.y, 84)} />
      <path d={limb(shoulderL.x, shoulderL.y - 20, -34, 250, 70)} />
      <path d={limb(shoulderR.x, shoulderR.y - 20, 34, 250, 70)} />
      <path
        d={`M${shoulderL.x - 20} ${neck.y + 40} Q${neck.x} ${neck.y + 10} ${shoulderR.x + 20} ${neck.y + 40}
          L${hips.x + 96} ${hips.y + 30} L${hips.x - 96} ${hips.y + 30} Z`}
      />
      <ellipse cx={neck.x} cy={neck.y - 120} rx={112} ry={132} />
    </g>
  );
}

function Figure({ outfit }: { outfit: Outfit }) {
  const stand = POSES.stand;
  const img = (href: string, x: number, y: number, width: number, height: number) => (
    <image href={href} x={x} y={y} width={width} height={height} />
  );
  const arm = (side: 'L' | 'R', weapon: string | undefined) => {
    const at = side === 'L' ? FIGURE.shoulderL : FIGURE.shoulderR;
    const flip = side === 'L' ? -1 : 1;
    const turn = side === 'L' ? stand.armL : stand.armR;
    return (
      <g transform={`translate(${at.x} ${at.y}) scale(${flip} 1) rotate(${deg(-turn)})`}>
        {weapon ? (
          <g
            transform={`translate(${FIST.x} ${FIST.y}) rotate(${deg(HELD_TILT)}) scale(${HELD_SCALE}) translate(${-GRIP.x} ${-GRIP.y})`}
          >
            {img(weapon, 0, 0, 256, 256)}
          </g>
        ) : null}
        {img(outfit.body.arm, -ARM_FRAME.pivot.x, -ARM_FRAME.pivot.y, ARM_FRAME.width, ARM_FRAME.height)}
      </g>
    );
  };
  const leg = (side: 'L' | 'R') => {
    const at = side === 'L' ? FIGURE.hipL : FIGURE.hipR;
    return (
      <g transform={`translate(${at.x} ${at.y}) scale(${side === 'L' ? -1 : 1} 1)`}>
        {img(outfit.body.leg, -LEG_FRAME.pivot.x, -LEG_FRAME.pivot.y, LEG_FRAME.width, LEG_FRAME.height)}
      </g>
    );
  };
  const { Eyes, Hair, Special } = outfit.layers;
  return (
    <>
      {leg('L')}
      {leg('R')}
      {img(outfit.body.torso, 0, FIGURE.hips.y - TORSO_FRAME.pivot.y, TORSO_FRAME.width, TORSO_FRAME.height)}
      {outfit.potions.map((p, i) => {
        const at = i === 0 ? FIGURE.potionL : FIGURE.potionR;
        return (
          <g key={i} transform={`translate(${at.x} ${at.y}) scale(${POTION_SCALE}) translate(-128 -40)`}>
            {img(p, 0, 0, 256, 256)}
          </g>
        );
      })}
      {arm('L', outfit.offhand?.img)}
      {[outfit.face, Eyes, Hair, Special].map((href, i) =>
        href ? <g key={i}>{img(href, 0, 0, 512, 512)}</g> : null,
      )}
      {arm('R', outfit.weapon?.img)}
    </>
  );
}

export interface WarlordPictureProps {
  appliedTraits: readonly number[];
  appliedItems?: readonly number[];
  crop?: Crop;
  /** Its Background trait behind it (the avatar and podium show it; a scene draws its own). */
  background?: boolean;
  className?: string;
  /** An accessible name; without one the picture is decorative. */
  label?: string;
  /** Told after the whole figure is first on screen (its commit's effects run after the paint). */
  onWhole?: () => void;
}

/** The Warlord as an inline SVG, drawn once all its pictures are in (see above). */
export function WarlordPicture(props: WarlordPictureProps) {
  const {
    appliedTraits,
    appliedItems = [],
    crop = 'full',
    background = true,
    className,
    label,
    onWhole,
  } = props;
  const traitsKey = appliedTraits.join(',');
  const itemsKey = appliedItems.join(',');
  const outfit = useMemo(
    () =>
      outfitOf(
        traitsKey ? traitsKey.split(',').map(Number) : [],
        itemsKey ? itemsKey.split(',').map(Number) : [],
      ),
    [traitsKey, itemsKey],
  );
  const bg = background ? outfit.layers.Background : null;
  const urls = useMemo(() => [...outfitImages(outfit), ...(bg ? [bg] : [])], [outfit, bg]);
  const key = urls.join('|');
  // Ready from the first render when the pictures are already in (another figure, or the preload).
  const [ready, setReady] = useState<string | null>(() => (picturesReady(urls) ? key : null));
  useEffect(() => {
    let live = true;
    void preloadPictures(key.split('|')).then(() => live && setReady(key));
    return () => {
      live = false;
    };
  }, [key]);
  const whole = ready === key || picturesReady(urls);
  useEffect(() => {
    if (whole) onWhole?.();
  }, [whole, onWhole]);
  const names = appliedTraits.map((t) => traitById(t)?.name).filter(Boolean);
  const aria = label ?? (names.length ? `Warlord wearing ${names.join(', ')}` : undefined);
  return (
    <svg
      className={className}
      viewBox={VIEW[crop]}
      preserveAspectRatio={crop === 'full' ? 'xMidYMax meet' : 'xMidYMid meet'}
      role={aria ? 'img' : undefined}
      aria-label={aria}
      aria-hidden={aria ? undefined : true}
      data-ready={whole ? 'true' : 'false'}
    >
      {whole ? (
        <>
          {bg ? (
            <image
              href={bg}
              x={FIGURE.feet.x - 550}
              y={FIGURE.hips.y - 180 - 550}
              width={1100}
              height={1100}
              preserveAspectRatio="xMidYMid slice"
            />
          ) : null}
          <Figure outfit={outfit} />
        </>
      ) : (
        <Silhouette />
      )}
    </svg>
  );
}
