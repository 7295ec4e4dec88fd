/** The CSS march: the stage run's picture where the Pixi scene cannot run. */
export function StageRunArt() {
  return (
    <div className="stage-run__scene" aria-hidden="true">
      <span className="stage-run__warlord" />
      <span className="stage-run__ground" />
    </div>
  );
}

/** A stage being played: what the scene above (or the CSS march) shows, in words. */
export function StageRun({ regionName, stage }: { regionName: string; stage: number }) {
  return (
    <section className="world-card stage-run" role="status" aria-live="polite">
      <p>
        <strong>
          {regionName}, stage {stage}
        </strong>
        <br />
        <span className="muted">Your Warlord presses on…</span>
      </p>
    </section>
  );
}
