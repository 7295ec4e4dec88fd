import type { Container, Texture } from 'pixi.js';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTextures } from '../shared/textures.ts';
import { outfitImages, outfitOf } from './warlord-outfit.ts';
import { RIG, WarlordRig } from './warlord-rig.ts';
import { play } from '../../sound/sound.ts';
import { DRESSED_EVENT, equip, idle, MOVE_EVENT } from './warlord-moves.ts';

export interface WarlordFigureProps {
  appliedTraits: readonly number[];
  appliedItems?: readonly number[];
  /** Where the feet stand, and how tall the figure is, in CSS pixels. */
  x: number;
  y: number;
  height: number;
  /** Breathe, blink and glint while nothing else moves it. */
  idling?: boolean;
  /** Play the equip flourish when the outfit changes after the first dressing. */
  flourish?: boolean;
  /** Hands the rig to the scene, for its own moves (the stage run). */
  onRig?: (rig: WarlordRig | null) => void;
  /**
   * The outfit's pictures, when the scene loads them itself together with its own (the portrait
   * loads its background with them, so both appear on the same frame); otherwise the figure loads them.
   */
  textures?: Record<string, Texture>;
}

/**
 * The one Warlord of every scene: a rig dressed in what the server says it wears. The rig is
 * built once and kept; a new outfit re-dresses it (with the equip flourish where asked).
 */
export function WarlordFigure(props: WarlordFigureProps) {
  const { appliedTraits, appliedItems, x, y, height, idling = true, flourish = false, onRig } = props;
  const traitsKey = appliedTraits.join(',');
  const itemsKey = (appliedItems ?? []).join(',');
  const outfit = useMemo(
    () =>
      outfitOf(
        traitsKey ? traitsKey.split(',').map(Number) : [],
        itemsKey ? itemsKey.split(',').map(Number) : [],
      ),
    [traitsKey, itemsKey],
  );
  const given = props.textures !== undefined;
  const own = useTextures(useMemo(() => (given ? [] : outfitImages(outfit)), [outfit, given]));
  const textures = props.textures ?? own;
  const holder = useRef<Container>(null);
  const [rig] = useState(() => new WarlordRig());
  const dressed = useRef<string | null>(null);

  // Layout effects: the rig is placed and dressed in the same commit as the scene around it, before
  // Pixi's next frame, so no frame shows the scene without its dressed Warlord.
  useLayoutEffect(() => {
    const parent = holder.current;
    parent?.addChild(rig);
    onRig?.(rig);
    return () => {
      onRig?.(null);
      parent?.removeChild(rig);
    };
  }, [rig, onRig]);

  useLayoutEffect(() => {
    rig.scale.set(height / RIG.height);
    rig.position.set(x, y);
  }, [rig, x, y, height]);

  // Dressed once every picture of the outfit is in, so it never shows half dressed (the rig stays
  // hidden until its first dressing).
  const complete = outfitImages(outfit).every((img) => textures[img]);
  useLayoutEffect(() => {
    if (!complete || !rig.dress(outfit, textures)) return;
    const key = `${traitsKey}|${itemsKey}`;
    const changed = dressed.current !== null && dressed.current !== key;
    dressed.current = key;
    document.dispatchEvent(new CustomEvent(DRESSED_EVENT, { detail: traitsKey }));
    if (changed && flourish) {
      equip(rig);
      play('equip');
      document.dispatchEvent(new CustomEvent(MOVE_EVENT, { detail: 'equip' }));
    }
  }, [rig, outfit, textures, complete, traitsKey, itemsKey, flourish]);

  useEffect(() => {
    if (!idling) return;
    const life = idle(rig);
    return () => life.kill();
  }, [rig, idling]);

  return <pixiContainer ref={holder} />;
}
