/** Cards held toward the next level, as a bar and "12 / 18 cards". */
export function CardsProgress({
  cards,
  required,
  maxLevel,
}: {
  cards: number;
  required: number;
  maxLevel?: boolean;
}) {
  if (maxLevel) return <p className="muted cards-progress">Max level</p>;
  const fill = required > 0 ? Math.min(1, cards / required) : 0;
  return (
    <div className="cards-progress">
      <div
        className="bar"
        role="progressbar"
        aria-label="Cards toward the next level"
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={Math.min(cards, required)}
      >
        <div className="bar__fill" style={{ width: `${fill * 100}%` }} />
      </div>
      <small className="muted">
        {cards} / {required} cards
      </small>
    </div>
  );
}
