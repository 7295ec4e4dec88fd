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

/**
 * The Warlord without a canvas: the same pictures as the Pixi rig, stood up on the same skeleton
 * (warlord-anatomy.ts) in its standing pose, as one inline SVG of <image>s. The browser composites
 * it (the HUD avatar, the leaderboard's podium, the portrait where WebGL is missing). It shows
 * nothing until every picture has loaded and decoded, then all of it at once: never part of it.
 */

/** What to show: the whole figure, or the head and shoulders (the round avatar). */
export type Crop = 'full' | 'bust';

const VIEW: Record<Crop, string> = {
  full: `-40 ${FIGURE.top} 592 ${FIGURE.feet.y + 20 - FIGURE.top}`,
  bust: '106 84 300 300',
};

const deg = (r: number) => ((r * 180) / Math.PI).toFixed(1);

/** Resolves once every picture has loaded and decoded (a failed one counts as done: drawn without it). */
function decodeAll(urls: readonly string[]): Promise<void> {
  return Promise.all(
    urls.map((src) => {
      const img = new Image();
      img.src = src;
      return img.decode().catch(() => undefined);
    }),
  ).then(() => undefined);
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
}

/** The Warlord as an inline SVG, drawn once all its pictures are in (see above). */
export function WarlordPicture(props: WarlordPictureProps) {
  const { appliedTraits, appliedItems = [], crop = 'full', background = true, className, label } = props;
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
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void decodeAll(key.split('|')).then(() => live && setReady(key));
    return () => {
      live = false;
    };
  }, [key]);
  const names = appliedTraits.map((t) => traitById(t)?.name).filter(Boolean);
  const aria = label ?? (names.length ? `Warlord wearing ${names.join(', ')}` : undefined);
  return (
    <svg
      className={className}
      viewBox={VIEW[crop]}
      preserveAspectRatio="xMidYMid meet"
      role={aria ? 'img' : undefined}
      aria-label={aria}
      aria-hidden={aria ? undefined : true}
      data-ready={ready === key ? 'true' : 'false'}
    >
      {ready === key ? (
        <>
          {bg ? (
            <image
              href={bg}
              x={-400}
              y={FIGURE.top - 200}
              width={1312}
              height={FIGURE.feet.y + 240}
              preserveAspectRatio="xMidYMid slice"
            />
          ) : null}
          <Figure outfit={outfit} />
        </>
      ) : null}
    </svg>
  );
}
