import type { DropChance } from '../../api/types.ts';
import { rewardText } from '../../ui/reward-list.tsx';

/** A drop table's outcomes with their chances, folded away until asked for. */
export function DropOdds({ table }: { table: DropChance[] }) {
  return (
    <details className="odds">
      <summary>Odds</summary>
      <ul>
        {table.map((row, i) => (
          <li key={i}>
            <span>{typeof row.reward === 'string' ? row.reward : rewardText(row.reward)}</span>
            <span className="num">{(row.chance * 100).toFixed(row.chance < 0.01 ? 2 : 1)}%</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
