import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useExpedition, useShownMissions, useShownPocket, useShownWarlord } from '../../game/shown-views.ts';
import { useQuery } from '@tanstack/react-query';
import { cratesQueryOptions } from '../../api/crates.ts';
import { patchRun, selectRegion, useGame } from '../../game/game-store.ts';
import { noteSeen, unseenStage } from '../../game/unseen-stage.ts';
import { useConnection, writesBlocked } from '../../game/connection.ts';
import { lockedToRun, selectedRegionId, shownExpedition } from '../../game/selectors.ts';
import { useNow } from '../../ui/use-now.ts';
import { RegionMap } from '../../scenes/region-map/region-map.tsx';
import { RegionKeys } from '../../scenes/region-map/region-keys.tsx';
import { WorldLoading } from '../../scenes/region-map/world-loading.tsx';
import { sheetGrowth } from '../../scenes/region-map/sheet-growth.ts';
import { preloadStageRun } from '../../scenes/stage-run/stage-run.tsx';
import { webglSupported } from '../../scenes/shared/webgl.ts';
import { scenesRedrawn } from '../../scenes/shared/scene-cover.ts';
import { preloadReveal } from '../../scenes/reward-reveal/reward-reveal.tsx';
import { RegionGrid } from './region-grid.tsx';
import { RegionDetail } from './region-detail.tsx';
import { RunPanel } from './run-panel.tsx';
import { StageOverlay } from './stage-overlay.tsx';
import { regionAction, type PanelAction } from './region-action.ts';
import { useExpeditionFlow } from './use-expedition-flow.tsx';
import { nextReady, openingRegion } from './next-up.ts';
import { useResting, WhileYouWait } from './while-you-wait.tsx';
import { stakesOf } from './stakes.ts';
import './expedition.css';

/**
 * The layouts of expedition.css where the cards are a bottom sheet: portrait, and a 4:3 screen lying
 * down (map-camera.ts `sheetKind`).
 */
const SHEET_QUERY =
  '(orientation: portrait) and (max-width: 1024px), (orientation: landscape) and (max-aspect-ratio: 3/2) and (max-width: 1366px)';

/**
 * What the region card's sheet needs beyond the height it has (CSS px, 0 when it fits): its left
 * column (the head, then the sentence and the buttons) and, at its right, the stakes of the next
 * stage and the stages' odds table whole, with a row of figures under them. The sheet's height is fixed for a card, and a long
 * sentence ("All 2 stages passed: claim 1,178 shards and the crate…") stood over the card's head
 * on the 4:3 tablet lying down: the sheet grows by this instead. `grown` is what it has grown by
 * already (the card's box includes it).
 */
function cardShortfall(card: HTMLElement, grown: number): number {
  const head = card.querySelector<HTMLElement>(':scope > .region-detail__head');
  const foot = card.querySelector<HTMLElement>(':scope > .world-card__footer');
  if (!head || !foot) return 0;
  const px = (v: string) => parseFloat(v) || 0;
  const style = getComputedStyle(card);
  const inner = card.clientHeight - px(style.paddingTop) - px(style.paddingBottom) - grown;
  const left = head.offsetHeight + px(getComputedStyle(head).marginBottom) + foot.offsetHeight;
  const stakes = card.querySelector<HTMLElement>(':scope > .world-card__scroll > .stakes');
  const body = card.querySelector<HTMLElement>(':scope > .world-card__scroll > .world-card__body');
  const odds = body?.querySelector<HTMLElement>('.stage-odds');
  // The stakes, then the odds table whole (issue 24's review found it behind the body's scroll, a
  // scroll inside the sheet), then one row of figures (about 1.2 rem) and the strip of "More below"
  // (1.35 rem); or the whole body where it ends sooner.
  // While the regions rest the table is folded under the offers ("Stages, shards and crate"): once
  // opened, the sheet grows to show it whole; folded, it asks nothing.
  const shown = odds && odds.closest('details')?.open !== false ? odds : null;
  const oddsFoot =
    body && shown
      ? shown.getBoundingClientRect().bottom - body.getBoundingClientRect().top + body.scrollTop
      : 0;
  const figures = body && shown ? Math.min(body.scrollHeight, oddsFoot + 2.6 * 16) : stakes ? 2.6 * 16 : 0;
  const right = (stakes ? stakes.offsetHeight + px(getComputedStyle(stakes).marginBottom) : 0) + figures;
  return Math.max(0, Math.ceil(Math.max(left, right) - inner));
}

/**
 * What the bottom sheet grows by, while the cards are a sheet (0 otherwise): the height of the
 * run's panel (or the stage under way) in the cards' column, and what the region card needs beyond
 * the sheet's fixed height (`cardShortfall`). The sheet grows by it (`--sheet-grow`, on the page's
 * root) and the map's camera keeps the world above it (map-camera.ts `sheetGrowth`). Measured
 * after every render and whenever the panel or the card's parts change size, and told at once (not
 * through a render): the map's camera follows before its next draw, so the frame it draws as the
 * run's screen leaves is laid out for the sheet as it now is.
 */
function useSheetGrowth(cards: RefObject<HTMLDivElement | null>): void {
  // `applied`: the card's part of the growth now on the page (the card's box includes it).
  const watched = useRef<{ key: Element[]; observer: ResizeObserver | null; applied: number }>({
    key: [],
    observer: null,
    applied: 0,
  });
  useLayoutEffect(() => {
    const root = cards.current;
    const panel = root?.querySelector(':scope > .run-panel, :scope > .stage-run') ?? null;
    const card = root?.querySelector<HTMLElement>(':scope > .region-detail') ?? null;
    // The folded figures too: opening them (a native toggle, no render) grows the sheet.
    const parts = card
      ? [
          ...card.querySelectorAll(
            ':scope > .region-detail__head, :scope > .world-card__footer, .region-detail__figures',
          ),
        ]
      : [];
    const key = [panel, card, ...parts].filter((e): e is Element => e !== null);
    const w = watched.current;
    const measure = () => {
      const sheet = window.matchMedia(SHEET_QUERY).matches;
      const forPanel = sheet && panel ? Math.round(panel.getBoundingClientRect().height) : 0;
      const forCard = sheet && card ? cardShortfall(card, w.applied) : 0;
      w.applied = forCard;
      growTo(forPanel + forCard);
    };
    if (key.length === w.key.length && key.every((e, i) => e === w.key[i])) {
      measure();
      return;
    }
    w.observer?.disconnect();
    w.key = key;
    w.observer = null;
    measure();
    if (key.length > 0) {
      w.observer = new ResizeObserver(measure);
      for (const e of key) w.observer.observe(e);
    }
  });
  useEffect(() => {
    const w = watched.current;
    return () => {
      w.observer?.disconnect();
      w.key = [];
      w.applied = 0;
      growTo(0);
    };
  }, []);
}

/** The sheet grows by `height`: the map's camera, and (on the page's root) the toasts and banners above it. */
function growTo(measured: number): void {
  const height = Math.max(0, Math.round(measured));
  if (sheetGrowth.get() === height) return;
  sheetGrowth.set(height);
  if (height > 0) document.documentElement.style.setProperty('--sheet-grow', `${height}px`);
  else document.documentElement.style.removeProperty('--sheet-grow');
}

/**
 * Its children as they were while `still`: nothing under it renders again until it is false. The
 * cards stay so under the run's screen until it shows (they told nothing of the stage's outcome).
 */
const Hold = memo(
  function Hold({ children }: { still: boolean; children: ReactNode }) {
    return children;
  },
  (_, next) => next.still,
);

/**
 * `/expedition`: the world, full screen, with the selected region's card floating over it (a
 * bottom sheet in portrait) and the run under way; a stage plays full-size over the world.
 */
export default function ExpeditionScreen() {
  const expedition = useExpedition();
  const pocket = useShownPocket();
  const warlord = useShownWarlord();
  const view = useGame(shownExpedition);
  const selectedId = useGame(selectedRegionId);
  const locked = useGame(lockedToRun);
  const offline = useConnection(writesBlocked);
  // The Expedition task's XP (a last stage pays it while today's cap allows) and the total XP a rank needs.
  const missions = useShownMissions().data;
  const flow = useExpeditionFlow();
  const now = useNow(1000);
  const [progress, setProgress] = useState<number | null>(null);
  const cards = useRef<HTMLDivElement>(null);
  useSheetGrowth(cards);
  // The world drawn, or the static view standing for it: either way the loading cover goes.
  const [drawn, setDrawn] = useState(false);
  const worldDone = useCallback(() => setDrawn(true), []);
  // Where the static view stands for the map (no WebGL, or the scene failed) its grid is the list.
  const [fellBack, setFellBack] = useState(false);
  const staticView = useCallback(() => {
    setFellBack(true);
    setDrawn(true);
  }, []);

  // The map opens on a region that can be sent now (once a visit, when the data is in).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !view || !pocket.data) return;
    opened.current = true;
    // Kept as the pick even when it is the run's: after the run's claim the card stays on its region.
    selectRegion(openingRegion(view, pocket.data, selectedId, Date.now()));
  }, [view, pocket.data, selectedId]);

  const region = view?.regions.find((r) => r.id === selectedId) ?? view?.regions[0];
  const next = view && pocket.data ? nextReady(view, pocket.data, now) : null;
  // The gumball's free pull is offered only when nothing can be sent: read the shop only then.
  const crates = useQuery({ ...cratesQueryOptions(), enabled: next !== null });
  const resting = useResting(pocket.data, crates.data, view?.regions);
  const loadingWorld = webglSupported() && !drawn;
  // Send stands pressable while the world loads: the run plays full-size over the map and needs
  // nothing of it (the map keeps loading under it, region-map-scene.tsx).
  const action =
    view && region
      ? regionAction(
          view,
          region,
          pocket.data,
          warlord.data?.rank,
          now,
          offline,
          flow.busy,
          missions?.totalXp,
        )
      : null;
  const act = (a: PanelAction) => {
    if (!view || !region || !a.enabled) return;
    if (a.kind === 'send' || a.kind === 'continue')
      void flow.sendStage(region.id, region.stageInfo.stage, region.maxStage, region.chance, view);
    else if (a.kind === 'claim' || a.kind === 'return' || a.kind === 'retreat') {
      const run = view.expedition;
      const name = view.regions.find((r) => r.id === run.region)?.name ?? region.name;
      void flow.claimRun(run, name);
    } else if (a.kind === 'show' && a.regionId !== undefined) selectRegion(a.regionId);
  };
  const onSend = () => {
    if (action?.primary && (action.primary.kind === 'send' || action.primary.kind === 'continue'))
      act(action.primary);
  };

  // Once the world is drawn, the run's code and pictures load for the region on the card, so a
  // send opens on the run's first frame without a wait.
  const regionId = region?.id;
  const dressed = warlord.data;
  useEffect(() => {
    if (drawn && regionId !== undefined && dressed)
      preloadStageRun(regionId, dressed.appliedTraits, dressed.appliedItems);
  }, [drawn, regionId, dressed]);

  // A stage this browser sent and never showed (a reload or a back/forward during its run, the
  // server having decided it): its run plays again on return, once a visit, from the server's run.
  const serverRun = expedition.data?.expedition;
  const { player } = flow;
  const replayChecked = useRef(false);
  useEffect(() => {
    if (replayChecked.current || !player || !serverRun) return;
    replayChecked.current = true;
    const run = useGame.getState().run;
    if (run.running || run.result || run.playing) return;
    const unseen = unseenStage(player, serverRun);
    if (!unseen) return;
    selectRegion(unseen.region);
    patchRun({ result: unseen, playing: true, verdictDue: true });
  }, [player, serverRun]);
  // The run's screen on screen (its scene's first frame drawn, or the still picture): until then
  // the map rests on its frame of the press and its cards stay as they were then (Hold: the answer, which may
  // come first on a slow machine, never shows there before the run's clash), under the hidden
  // overlay; from then the overlay covers them (expedition.css).
  const [runShown, setRunShown] = useState(false);
  const onRunShown = useCallback((shown: boolean) => setRunShown(shown), []);
  // The run's screen leaving for the map: it was uncovered in this commit (StageOverlay's effect,
  // which runs before this one) and its cards laid out under the run's last frame, which goes once
  // the map has drawn afresh (never its frame from before the run, laid out for another sheet).
  const { leaving, endLeaving } = flow;
  useEffect(() => {
    if (!leaving) return;
    let live = true;
    void scenesRedrawn().then(() => {
      if (live) endLeaving();
    });
    return () => {
      live = false;
    };
  }, [leaving, endLeaving]);

  // A result on the card (the run's screen left before its verdict) is seen.
  const cardResult = flow.playing ? null : flow.result;
  useEffect(() => {
    if (player && cardResult) noteSeen(player, cardResult.region, cardResult.stage);
  }, [player, cardResult]);

  // A passed run can be claimed: its reveal's picture (the region) is fetched ahead of the press, so
  // the pop-up opens on it.
  const claimable = view && !view.expedition.hidden && view.expedition.passed ? view.expedition.region : null;
  useEffect(() => {
    if (drawn && claimable !== null) preloadReveal(`/images/map/region-${claimable}.png`);
  }, [drawn, claimable]);

  return (
    <div className="world">
      <h1 className="visually-hidden">Expedition</h1>
      <RegionMap
        fallback={
          view ? (
            <div className="world-static">
              <RegionGrid
                regions={view.regions}
                selectedId={selectedId}
                lockedToRun={locked}
                onSelect={selectRegion}
              />
            </div>
          ) : null
        }
        loading={null}
        onSelect={selectRegion}
        onSend={onSend}
        onProgress={setProgress}
        onDrawn={worldDone}
        onFallback={staticView}
      />
      {loadingWorld ? <WorldLoading progress={progress} /> : null}
      {flow.playing && region ? (
        <StageOverlay
          flow={flow}
          region={region}
          view={view}
          warlord={warlord.data}
          pocket={pocket.data}
          action={action}
          stakes={view ? stakesOf(view.expedition, region, missions) : null}
          onAction={act}
          onShown={onRunShown}
        />
      ) : null}
      {flow.playing && runShown && !leaving ? null : view && region && action ? (
        <div className="world-cards" ref={cards} inert={flow.playing}>
          <Hold still={flow.playing && !runShown}>
            {webglSupported() && !fellBack ? <RegionKeys onSelect={selectRegion} onSend={onSend} /> : null}
            <RunPanel run={view.expedition} region={region} flow={flow} />
            <RegionDetail
              region={region}
              warlord={warlord.data}
              pocket={pocket.data}
              action={action}
              now={now}
              onAction={act}
              stakes={stakesOf(view.expedition, region, missions)}
              lead={next ? (resting?.lead ?? null) : null}
            >
              {next && resting ? (
                <WhileYouWait next={next} resting={resting} onShow={selectRegion} selectedId={region.id} />
              ) : null}
            </RegionDetail>
          </Hold>
        </div>
      ) : expedition.isError ? (
        <div className="world-cards">
          <p className="world-card">The expedition map could not be loaded.</p>
        </div>
      ) : null}
    </div>
  );
}
