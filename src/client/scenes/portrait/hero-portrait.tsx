import { useHeroSize } from '../../ui/hero-size.ts';
import { WarlordPortrait } from '../../ui/warlord-portrait.tsx';
import { PortraitScene } from './portrait.tsx';

/**
 * The Warlord as the hero of /pocket and /profile (a fifth of the viewport or more, hero-size.ts):
 * the DOM figure (WarlordPicture: its silhouette from the first frame, then the whole figure at
 * once) stands in the box from the start, and the living Pixi scene comes over it once it has
 * drawn (its canvas is transparent until then). So the box is never empty while Pixi, its chunk
 * or its atlas load, and never shows part of a Warlord.
 */
export function HeroPortrait({
  appliedTraits,
  appliedItems,
}: {
  appliedTraits: number[];
  appliedItems?: readonly number[];
}) {
  const hero = useHeroSize();
  return (
    <div className="hero-portrait" style={{ width: hero.width, height: hero.height }}>
      <WarlordPortrait
        appliedTraits={appliedTraits}
        appliedItems={appliedItems}
        size={hero.width}
        height={hero.height}
      />
      <div className="hero-portrait__scene">
        <PortraitScene
          fallback={null}
          loading={null}
          appliedTraits={appliedTraits}
          appliedItems={appliedItems}
          size={hero.width}
          height={hero.height}
        />
      </div>
    </div>
  );
}
