import { formatNumber } from '../../ui/format.ts';
import type { Stakes } from './stakes.ts';
import { StakesList } from './stakes-list.tsx';

/**
 * The choice after a passed stage that is not the region's last, on the run's screen above its two
 * buttons: the next stage's chance as a bar (the server's figure), the failure's share of it with
 * the shards it loses, and what each way brings (StakesList). A fresh review passed six stages at
 * 86% without once feeling that anything rode on Continue: the odds read as a picture, the stake
 * beside the failure's share in the danger ink.
 */
export function PressOn({ stakes, maxStage }: { stakes: Stakes; maxStage: number }) {
  return (
    <section className="press-on" aria-labelledby="press-on-title">
      <div className="press-on__head">
        <h2 id="press-on-title" className="press-on__title">
          Stage {stakes.stage} of {maxStage}: press on or retreat?
        </h2>
        {/* The odds as a picture, green for a pass and red for a failure; the words under it say them. */}
        <div className="press-on__chance" aria-hidden="true">
          <span className="press-on__pass" style={{ width: `${stakes.pass}%` }} />
        </div>
        <p className="press-on__odds">
          <span className="press-on__odds-pass">{stakes.pass}% pass</span>
          <span className="press-on__odds-fail">
            {stakes.fail}% fail
            {stakes.gathered > 0 ? (
              <span className="press-on__stake">
                : lose <strong>{formatNumber(stakes.gathered)} shards</strong>
              </span>
            ) : null}
          </span>
        </p>
      </div>
      <StakesList stakes={stakes} odds={false} />
    </section>
  );
}
