import type { MissionsView } from '../../api/types.ts';
import { formatNumber } from '../../ui/format.ts';

const CATEGORIES: [keyof MissionsView, string][] = [
  ['floodXp', 'Flood'],
  ['gmXp', 'Gm'],
  ['memeXp', 'Meme'],
  ['artXp', 'Art'],
  ['threadXp', 'Thread'],
  ['refferalXp', 'Referral'],
  ['expeditionXp', 'Expedition'],
  ['engageXp', 'Engage'],
  ['collabXp', 'Collab'],
  ['craftXp', 'Craft'],
];

/** XP earned per category. */
export function XpCategories({ missions }: { missions: MissionsView }) {
  return (
    <section className="card" aria-labelledby="xp-categories">
      <h2 id="xp-categories">XP by category</h2>
      <dl className="kv">
        {CATEGORIES.map(([field, label]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{formatNumber(Number(missions[field] ?? 0))} XP</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
