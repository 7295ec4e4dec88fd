import { WarlordPicture } from './warlord-picture.tsx';

/**
 * The Warlord's full figure without a canvas (WarlordPicture) in a framed box of `size` x
 * `height` CSS px: the leaderboard's podium, and the portrait scene's stand-in without WebGL.
 */
export function WarlordPortrait({
  appliedTraits,
  appliedItems,
  size = 220,
  height,
  onWhole,
}: {
  appliedTraits: number[];
  appliedItems?: readonly number[];
  size?: number;
  height?: number;
  /** Told once the whole figure is on screen (WarlordPicture). */
  onWhole?: () => void;
}) {
  return (
    <div className="portrait" style={{ width: size, height: height ?? size }}>
      <WarlordPicture
        className="portrait__figure"
        appliedTraits={appliedTraits}
        appliedItems={appliedItems}
        label={appliedTraits.length ? undefined : 'Warlord with no traits applied'}
        onWhole={onWhole}
      />
    </div>
  );
}
