import { TASKS } from '../../../rules/catalog/tasks.ts';
import type { MissionsView } from '../../api/types.ts';
import { formatNumber } from '../../ui/format.ts';

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
          {TASKS.map((t) => {
            const count = missions.today?.[String(t.type)] ?? missions.today?.[t.name] ?? 0;
            const capped = t.dailyCap !== null && count >= t.dailyCap;
            return (
              <tr key={t.type}>
                <td>{t.name.replace(/([a-z])([A-Z])/g, '$1 $2')}</td>
                <td>{formatNumber(t.xp)}</td>
                <td>
                  {t.dailyCap !== null ? `${count} / ${t.dailyCap}` : count}
                  {t.lifetimeCap !== null ? <span className="muted"> (max {t.lifetimeCap} ever)</span> : null}
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
