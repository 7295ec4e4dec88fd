import type { MissionsView } from '../../../rules/views/missions-view.ts';
import { formatNumber } from '../../ui/format.ts';

const CATEGORIES: [keyof MissionsView, string][] = [
  ['floodXp', 'Flood'],
  ['gmXp', 'Gm'],
  ['memeXp', 'Meme'],
  ['artXp', 'Art'],
  ['threadXp', 'Thread'],
  ['referralXp', 'Referral'],
  ['expeditionXp', 'Expedition'],
  ['engageXp', 'Engage'],
  ['collabXp', 'Collab'],
  ['craftXp', 'Craft'],
  ['rewardXp', 'Rewards (crates, gumball, battle pass)'],
];

/**
 * XP earned per category, and how they make the total: every category adds to it, rewards
 * included (which the list once left out, so it did not add up). A figure and its unit never break
 * (the review saw "63,10" above "0 XP" at 1440, beside the long rewards label), nor leave the card
 * (r31: "3,150 XP" ran past its edge): the figures' column is as wide as its widest, the labels
 * wrap in what is left (missions.css).
 */
export function XpCategories({ missions }: { missions: MissionsView }) {
  return (
    <section className="card" aria-labelledby="xp-categories">
      <h2 id="xp-categories">XP by category</h2>
      <p className="muted xp-categories__how">
        Your total XP is the sum of every category below. It sets your Warlord&apos;s level and rank, your
        place on the leaderboard and your battle pass level.
      </p>
      <dl className="kv xp-categories__list">
        {CATEGORIES.map(([field, label]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              <span className="figure">{formatNumber(Number(missions[field] ?? 0))} XP</span>
            </dd>
          </div>
        ))}
        <dt className="xp-categories__total">Total</dt>
        <dd className="xp-categories__total">
          <span className="figure">{formatNumber(missions.totalXp)} XP</span>
        </dd>
      </dl>
    </section>
  );
}
