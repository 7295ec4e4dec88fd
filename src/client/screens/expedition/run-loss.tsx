import { formatNumber } from '../../ui/format.ts';
import { cooldownText } from './region-action.ts';

/**
 * A failed stage on the run's screen, once its verdict is in and counted: the verdict in words,
 * what the run had gathered and has now lost (the server's figures, struck through), and the way
 * on (Return to camp, then the region rests its cooldown). The review never saw a failure in six
 * stages; the one they meet should read as a loss, not as a grey button.
 */
export function RunLoss({
  stage,
  regionName,
  maxStage,
  shards,
  crates,
}: {
  stage: number;
  regionName: string;
  maxStage: number;
  /** The shards the run had gathered (the server's run, lost with its claim). */
  shards: number;
  /** The crates it had gathered. */
  crates: number;
}) {
  const lost = [
    shards > 0 ? `${formatNumber(shards)} shards` : '',
    crates > 0 ? `${crates} crate${crates > 1 ? 's' : ''}` : '',
  ].filter(Boolean);
  return (
    <section className="run-loss" aria-labelledby="run-loss-title">
      <h2 id="run-loss-title" className="run-loss__title">
        Stage {stage} failed: the run is over
      </h2>
      {lost.length > 0 ? (
        <p className="run-loss__lost">
          Lost:{' '}
          {lost.map((what, i) => (
            <span key={what}>
              {i > 0 ? ' and ' : ''}
              <s>{what}</s>
            </span>
          ))}
        </p>
      ) : (
        <p className="run-loss__lost run-loss__lost--none">Nothing was gathered yet: nothing is lost.</p>
      )}
      <p className="run-loss__next">
        Return to camp: {regionName} rests {cooldownText({ maxStage })}, then it is ready again.
      </p>
    </section>
  );
}
