import { useCallback, useEffect, useRef, useState } from 'react';
import { noteHeroFigureWhole } from '../../app/first-screen.ts';
import { useHeroSize } from '../../ui/hero-size.ts';
import { WarlordPortrait } from '../../ui/warlord-portrait.tsx';
import { decodePortraitEarly, fetchPortraitEarly, importPortraitEarly, PortraitScene } from './portrait.tsx';

/**
 * The Warlord as the hero of /pocket and /profile (a fifth of the viewport or more, hero-size.ts):
 * the DOM figure (WarlordPicture: its silhouette from the first frame, then the whole figure at
 * once) stands in the box from the start, and the living Pixi scene comes over it once it has
 * drawn (its canvas is transparent until then). So the box is never empty while Pixi, its chunk
 * or its atlas load, and never shows part of a Warlord.
 *
 * The scene starts once the DOM figure is whole, not beside it: its start (a WebGL probe, Pixi's
 * code, a WebGL context, the atlases) held the page's thread for seconds on a software renderer
 * (issue 24: 2 to 12 s under the review's flags, in a Chrome trace), and the figure's pictures,
 * decoded and committed on that thread, waited behind it. The player sees the whole Warlord first;
 * the scene takes over when it can. Only its downloads go ahead, once the figure's pictures are
 * asked for: its atlases (at a low priority) and its code (whose modules then run: about 30 ms of
 * the thread, in a trace). Its WebGL probe and context, the atlases' decoding and its first upload
 * wait for the whole figure (portrait.tsx).
 */
export function HeroPortrait({
  appliedTraits,
  appliedItems,
}: {
  appliedTraits: number[];
  appliedItems?: readonly number[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const hero = useHeroSize(box);
  const [figureWhole, setFigureWhole] = useState(false);
  const onWhole = useCallback(() => {
    decodePortraitEarly();
    setFigureWhole(true);
    noteHeroFigureWhole();
  }, []);
  // The figure's pictures are asked for (its effects ran first): the scene's code and atlases
  // download beside them, behind them on the line (portrait.tsx).
  useEffect(() => {
    fetchPortraitEarly();
    importPortraitEarly();
  }, []);
  return (
    <div ref={box} className="hero-portrait" style={{ width: hero.width, height: hero.height }}>
      <WarlordPortrait
        appliedTraits={appliedTraits}
        appliedItems={appliedItems}
        size={hero.width}
        height={hero.height}
        onWhole={onWhole}
      />
      <div className="hero-portrait__scene">
        {figureWhole ? (
          <PortraitScene
            fallback={null}
            loading={null}
            appliedTraits={appliedTraits}
            appliedItems={appliedItems}
            size={hero.width}
            height={hero.height}
          />
        ) : null}
      </div>
    </div>
  );
}
