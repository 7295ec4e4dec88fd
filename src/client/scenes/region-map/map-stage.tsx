import { Rectangle, type Container, type FederatedPointerEvent } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { REGIONS } from '../../../rules/catalog/regions.ts';
import { useScreen } from '../shared/use-screen.ts';
import { useTextures } from '../shared/textures.ts';
import { RegionEmblem } from './region-emblem.tsx';
import { clampPan, fitWorld, WORLD } from './map-layout.ts';
import type { RegionMapProps } from './region-map-scene.tsx';

const WORLD_IMG = '/images/map/world.png';
const emblemImg = (id: number) => `/images/map/region-${id}.png`;
/** A press that moves farther than this (CSS px) is a drag, not a tap. */
const TAP_SLOP = 8;

/** The world picture, pannable when it overflows, with one emblem per region. */
export function MapStage({ regions, selectedId, activeId, lockedToRun, onSelect }: RegionMapProps) {
  const { width, height } = useScreen();
  const fit = useMemo(() => fitWorld(width, height), [width, height]);
  const textures = useTextures(useMemo(() => [WORLD_IMG, ...REGIONS.map((r) => emblemImg(r.id))], []));
  const world = useRef<Container>(null);
  // Pan offset and the drag under way live in refs: moving the map never re-renders React.
  const pan = useRef({ x: 0, y: 0 });
  const drag = useRef<{ px: number; py: number; x: number; y: number; moved: boolean } | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  // Placed when it moves, not on every tick: a still map leaves nothing for the canvas to redraw.
  const placeWorld = useCallback(
    (px: number, py: number) => {
      pan.current = clampPan(px, py, fit);
      world.current?.position.set(pan.current.x, pan.current.y);
    },
    [fit],
  );
  // A resized canvas has new pan limits: the offset is clamped into them again.
  useEffect(() => placeWorld(pan.current.x, pan.current.y), [placeWorld]);

  // Stable, so an emblem whose own props did not change is not re-rendered.
  const onHover = useCallback(
    (id: number, on: boolean) => setHovered((h) => (on ? id : h === id ? null : h)),
    [],
  );
  const onTap = useCallback(
    (id: number) => {
      if (!drag.current?.moved) onSelect(id);
    },
    [onSelect],
  );

  const onDown = (e: FederatedPointerEvent) => {
    drag.current = { px: e.global.x, py: e.global.y, ...pan.current, moved: false };
  };
  const onMove = (e: FederatedPointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.global.x - d.px;
    const dy = e.global.y - d.py;
    if (Math.hypot(dx, dy) > TAP_SLOP) d.moved = true;
    if (d.moved && fit.pannable) placeWorld(d.x + dx, d.y + dy);
  };
  const onUp = () => {
    // Cleared after the tap event of this same release has been seen.
    window.setTimeout(() => (drag.current = null), 0);
  };

  return (
    <pixiContainer
      eventMode="static"
      hitArea={new Rectangle(0, 0, width, height)}
      cursor={fit.pannable ? 'grab' : 'default'}
      onPointerDown={onDown}
      onGlobalPointerMove={onMove}
      onPointerUp={onUp}
      onPointerUpOutside={onUp}
    >
      <pixiContainer ref={world} scale={fit.scale}>
        {textures[WORLD_IMG] ? (
          <pixiSprite texture={textures[WORLD_IMG]} width={WORLD.width} height={WORLD.height} />
        ) : null}
        {regions.map((r) => {
          const info = REGIONS[r.id - 1];
          if (!info) return null;
          return (
            <RegionEmblem
              key={r.id}
              region={r}
              x={info.position.x * WORLD.width}
              y={info.position.y * WORLD.height}
              title={info.title}
              texture={textures[emblemImg(r.id)]}
              selected={r.id === selectedId}
              active={r.id === activeId}
              hovered={r.id === hovered}
              disabled={lockedToRun && r.id !== selectedId}
              onHover={onHover}
              onTap={onTap}
            />
          );
        })}
      </pixiContainer>
    </pixiContainer>
  );
}
