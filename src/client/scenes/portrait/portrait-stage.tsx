import { useMemo } from 'react';
import { useTextures } from '../shared/textures.ts';
import { useScreen } from '../shared/use-screen.ts';
import { itemIcons, layerImages, SILHOUETTE } from './portrait-layers.ts';
import { PortraitLayer } from './portrait-layer.tsx';

export interface PortraitProps {
  appliedTraits: number[];
  /** Two weapon then two consumable slots; -1 is empty. Left out on small portraits. */
  appliedItems?: readonly number[];
  /** Width and height in CSS pixels. */
  size: number;
}

/** The layers back to front, or the silhouette; the items in a row along the bottom. */
export function PortraitStage({ appliedTraits, appliedItems = [], size }: PortraitProps) {
  const { width } = useScreen();
  const side = width || size;
  const layers = layerImages(appliedTraits);
  const items = size >= 120 ? itemIcons(appliedItems) : [];
  // Keyed by content: the lists are rebuilt on every render.
  const wanted = [SILHOUETTE, ...layers.flatMap((l) => (l.img ? [l.img] : [])), ...items.map((i) => i.img)];
  const key = wanted.join('|');
  const urls = useMemo(() => key.split('|'), [key]);
  const textures = useTextures(urls);
  // The silhouette stays underneath until a face is worn, so a lone hair or suit is not afloat.
  const bare = !layers.some((l) => l.category === 'Face' && l.img);
  const icon = Math.round(side * 0.2);

  return (
    <pixiContainer>
      {bare ? <PortraitLayer texture={textures[SILHOUETTE]} src={SILHOUETTE} side={side} /> : null}
      {layers.map((l) =>
        l.img ? <PortraitLayer key={l.category} texture={textures[l.img]} src={l.img} side={side} /> : null,
      )}
      {items.map((it, i) => (
        <pixiContainer key={`${i}-${it.img}`} x={4 + i * (icon + 4)} y={side - icon - 4}>
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
