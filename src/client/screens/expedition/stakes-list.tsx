import type { Stakes } from './stakes.ts';

/**
 * The stakes of the next stage, in three short rows (pass, fail, retreat), so going on reads as a
 * choice: on the region card above Send or Continue, and on the run's screen above its buttons.
 */
export function StakesList({ stakes, className = '' }: { stakes: Stakes; className?: string }) {
  return (
    <dl className={`stakes ${className}`} aria-label={`What stage ${stakes.stage} puts at stake`}>
      <dt className="stakes__pass">Pass {stakes.pass}%</dt>
      <dd>{stakes.win}</dd>
      <dt className="stakes__fail">Fail {stakes.fail}%</dt>
      <dd>{stakes.lose}</dd>
      {stakes.keep ? (
        <>
          <dt>Retreat</dt>
          <dd>{stakes.keep}</dd>
        </>
      ) : null}
    </dl>
  );
}
