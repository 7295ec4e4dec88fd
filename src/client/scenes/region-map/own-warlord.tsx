import { gsap } from 'gsap';
import { CanvasTextMetrics, TextStyle, type Container, type Texture } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGame } from '../../game/game-store.ts';
import { activeRegionId, shownExpedition } from '../../game/selectors.ts';
import { useSession } from '../../session/session-store.ts';
import { dur, reducedMotion } from '../shared/motion.ts';
import { crispTextResolution } from '../shared/webgl.ts';
import { WarlordFigure } from '../warlord/warlord-figure.tsx';
import { idle, standStill, walk } from '../warlord/warlord-moves.ts';
import type { WarlordRig } from '../warlord/warlord-rig.ts';
import { mapHoldsStill } from './map-life.tsx';
import { fitName, homeSpot, OWN_HEIGHT, runSpot } from './own-warlord-spot.ts';

/** The name under the feet: the region titles' serif, a little smaller, gold. */
const NAME_STYLE = new TextStyle({
  fontFamily: 'Georgia, "DejaVu Serif", serif',
  fontSize: 30,
  fontWeight: 'bold',
  fill: '#ffd54a',
  stroke: { color: '#1d1610', width: 7, join: 'round' },
});

/**
 * The player's own Warlord on the map, from the first visit: at the camp (its home) when no run is
 * under way, and by the run's path while one is, walking to its next point when a stage is passed.
 * The full figure (warlord-figure.tsx), hidden until dressed, its name under its feet at home; it breathes
 * while it stands. Faces the way it walks. `textures`: its outfit's pictures, loaded by the map with
 * the world's, so it is dressed on the world's first frame.
 */
export function OwnWarlord({ textures }: { textures?: Record<string, Texture> }) {
  const warlord = useGame((s) => s.warlord);
  const name = useSession((s) => s.user?.username);
  const regionId = useGame(activeRegionId);
  const view = useGame(shownExpedition);
  const stage = view && !view.expedition.hidden ? view.expedition.stage : 0;
  const maxStage = view?.regions.find((r) => r.id === regionId)?.maxStage ?? 1;
  const target = useMemo(
    () => (regionId === null ? homeSpot() : runSpot(regionId, stage, maxStage)),
    [regionId, stage, maxStage],
  );
  const node = useRef<Container>(null);
  const facing = useRef<Container>(null);
  // Where it first stands; from then on it walks (a tween owns its position, not React).
  const [start] = useState(target);
  const [rig, setRig] = useState<WarlordRig | null>(null);
  const [walking, setWalking] = useState(false);
  const shownName = useMemo(
    () => (name ? fitName(name, (t) => CanvasTextMetrics.measureText(t, NAME_STYLE).width) : ''),
    [name],
  );
  const onRig = useCallback((r: WarlordRig | null) => setRig(r), []);

  // To its point: at once the first time, then a walk along the way (a straight line is close
  // enough at this size), facing where it goes.
  useEffect(() => {
    const holder = node.current;
    if (!holder) return;
    if (reducedMotion()) {
      holder.position.set(target.x, target.y);
      return;
    }
    const dx = target.x - holder.x;
    const dy = target.y - holder.y;
    const far = Math.hypot(dx, dy);
    if (far < 1) return;
    facing.current?.scale.set(dx < 0 ? -1 : 1, 1);
    setWalking(true);
    const tween = gsap.to(holder.position, {
      x: target.x,
      y: target.y,
      // About 200 world units a second: a stroll, not a dash.
      duration: dur(Math.min(4, Math.max(1, far / 200))),
      ease: 'none',
      onComplete: () => setWalking(false),
    });
    return () => {
      tween.kill();
      setWalking(false);
    };
  }, [target.x, target.y]);

  // The walk's step while it moves, the idle's breath while it stands; both owned and killed here.
  useEffect(() => {
    if (!rig) return;
    if (walking) {
      const steps = walk(rig);
      return () => {
        steps.kill();
        standStill(rig);
      };
    }
    // It breathes where frames are cheap; on software WebGL it stands still (map-life.tsx).
    if (mapHoldsStill()) return;
    const life = idle(rig);
    return () => life.kill();
  }, [rig, walking]);

  if (!warlord) return null;
  return (
    <pixiContainer ref={node} label="own-warlord" eventMode="none" x={start.x} y={start.y}>
      <pixiContainer ref={facing}>
        <WarlordFigure
          appliedTraits={warlord.appliedTraits}
          appliedItems={warlord.appliedItems}
          x={0}
          y={0}
          height={OWN_HEIGHT}
          idling={false}
          onRig={onRig}
          textures={textures}
        />
      </pixiContainer>
      {name && regionId === null ? (
        <pixiText
          label="name"
          text={shownName}
          anchor={{ x: 0.5, y: 0 }}
          y={4}
          style={NAME_STYLE}
          resolution={crispTextResolution()}
        />
      ) : null}
    </pixiContainer>
  );
}
