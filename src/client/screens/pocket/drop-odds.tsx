import type { DropChanceView as DropChance } from '../../../rules/views/crates-view.ts';

/** A drop table's outcomes with their chances per roll (in percent), folded away until asked for. */
export function DropOdds({ table, guaranteed = [] }: { table: DropChance[]; guaranteed?: string[] }) {
  return (
    <details className="odds">
      <summary>Odds</summary>
      <ul>
        {guaranteed.map((g) => (
          <li key={g}>
            <span>{g}</span>
            <span>always</span>
          </li>
        ))}
        {table.map((row, i) => (
          <li key={i}>
            <span>{row.reward}</span>
            <span className="num">{row.chance}%</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
