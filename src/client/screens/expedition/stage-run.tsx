/** A stage being played: a simple animated scene (the Pixi scene comes later). */
export function StageRun({ regionName, stage }: { regionName: string; stage: number }) {
  return (
    <section className="card stage-run" role="status" aria-live="polite">
      <div className="stage-run__scene" aria-hidden="true">
        <span className="stage-run__warlord" />
        <span className="stage-run__ground" />
      </div>
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
