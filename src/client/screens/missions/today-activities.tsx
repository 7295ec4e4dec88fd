import type { MissionsView } from '../../../rules/views/missions-view.ts';
import { formatNumber } from '../../ui/format.ts';

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Each community activity: XP it pays and today's count against its cap. */
export function TodayActivities({ missions }: { missions: MissionsView }) {
  return (
    <section className="card" aria-labelledby="today">
      <h2 id="today">Today&apos;s activities</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col">XP each</th>
            <th scope="col">Today</th>
          </tr>
        </thead>
        <tbody>
          {missions.tasks.map((t) => {
            const capped = t.dailyCap !== null && t.todayCount >= t.dailyCap;
            return (
              <tr key={t.type}>
                <td>{label(t.name)}</td>
                <td className="figure">{formatNumber(t.xp)}</td>
                <td>
                  <span className="figure">
                    {t.dailyCap !== null ? `${t.todayCount} / ${t.dailyCap}` : t.todayCount}
                  </span>
                  {t.lifetimeCap !== null ? (
                    <span className="muted">
                      {' '}
                      <span className="figure">
                        ({t.lifetimeCount} / {t.lifetimeCap} ever)
                      </span>
                    </span>
                  ) : null}
                  {capped ? <span className="badge"> cap reached</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
