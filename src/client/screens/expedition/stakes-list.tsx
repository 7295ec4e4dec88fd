import type { Stakes } from './stakes.ts';

/**
 * The stakes of the next stage, in three short rows (pass, fail, retreat), so going on reads as a
 * choice: on the region card above Send or Continue, and on the run's screen above its buttons
 * (`odds` false there: the chance stands above the rows, press-on.tsx).
 */
export function StakesList({
  stakes,
  className = '',
  odds = true,
}: {
  stakes: Stakes;
  className?: string;
  odds?: boolean;
}) {
  return (
    <dl className={`stakes ${className}`} aria-label={`What stage ${stakes.stage} puts at stake`}>
      <dt className="stakes__pass">Pass{odds ? ` ${stakes.pass}%` : ''}</dt>
      <dd>{stakes.win}</dd>
      <dt className="stakes__fail">Fail{odds ? ` ${stakes.fail}%` : ''}</dt>
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
