import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { traitIcon } from '../../../rules/catalog/traits.ts';
import { cleaveXp, MAX_LEVEL } from '../../../rules/formulas/cards.ts';
import { traitBoost, traitBoostValue } from '../../../rules/formulas/stats.ts';
import { useCleaveTrait, useUpgradeTrait } from '../../api/traits-actions.ts';
import type { OwnedTraitView } from '../../../rules/views/pocket-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { CardsProgress } from '../../ui/cards-progress.tsx';
import { confirmCleave } from './confirm-cleave.tsx';
import { confirmPaid } from '../../dialogs/confirm-paid.tsx';
import { CostTag, type Cost } from '../../ui/cost-tag.tsx';
import { useUpgradeMoment } from './upgrade-moment.tsx';
import { MAX_DISTINCT_TRAITS } from '../../../rules/reward.ts';

function TraitCraftCard({ t }: { t: OwnedTraitView }) {
  const upgrade = useUpgradeTrait();
  const cleave = useCleaveTrait();
  const xp = cleaveXp(t.rarity, t.level);
  const canUpgrade = !t.maxLevel && t.cards >= t.cardsRequired;
  const costs: Cost[] = [{ amount: t.cardsRequired, currency: 'cards' }];
  const { card, button, celebrate, view } = useUpgradeMoment();
  const onUpgrade = async () => {
    const go = await confirmPaid('upgrade', {
      title: `Upgrade ${t.name}?`,
      gets: `${t.name} goes to level ${t.level + 1}.`,
      costs,
      verb: 'Upgrade',
    });
    if (go)
      upgrade.mutate(t.id, {
        // The server's answer says the level reached; the rules say what it gives.
        onSuccess: (res) =>
          celebrate({
            name: t.name,
            picture: traitIcon(t),
            rarity: t.rarity,
            from: t.level,
            to: res.upgradedTrait.level,
            before: traitBoost(t.id, t.level),
            after: traitBoost(t.id, res.upgradedTrait.level),
            costs,
          }),
      });
  };
  const onCleave = async () => {
    if (await confirmCleave(t.name, `${xp} craft XP`)) cleave.mutate(t.id);
  };
  return (
    <li ref={card} className={`card good rarity-${t.rarity} rarity-border upgrade-host`}>
      {view}
      <div className="good__head">
        <GameImage className="thumb" src={traitIcon(t)} alt={t.name} />
        <div>
          <strong>{t.name}</strong>
          <div className="muted">
            {t.typeName} · <span className="rarity-text">{RARITY_NAMES[t.rarity]}</span> · level {t.level}
            {t.applied ? ' · worn' : null}
          </div>
        </div>
      </div>
      <CardsProgress cards={t.cards} required={t.cardsRequired} maxLevel={t.maxLevel} />
      {t.level < MAX_LEVEL ? (
        <small>
          Upgrade: {t.cardsRequired} cards, boost {traitBoostValue(t.rarity, t.level)} →{' '}
          {traitBoostValue(t.rarity, t.level + 1)}
        </small>
      ) : null}
      <small>Cleave: {xp} craft XP</small>
      <div className="button-row">
        <button
          ref={button}
          className="button button--primary button--small"
          disabled={!canUpgrade || upgrade.isPending}
          onClick={() => void onUpgrade()}
        >
          Upgrade<span className="visually-hidden"> {t.name}</span>{' '}
          {t.maxLevel ? null : <CostTag costs={costs} />}
        </button>
        <button
          className="button button--small button--danger-quiet"
          disabled={t.applied || cleave.isPending}
          title={t.applied ? 'Unwear it first: applied traits cannot be cleaved' : undefined}
          onClick={onCleave}
        >
          Cleave
        </button>
      </div>
    </li>
  );
}

/**
 * The player's traits with Upgrade and Cleave. `makeRoom` (come from the 12-trait limit's offer):
 * the traits not worn first, in their own order, the worn after (it is the page's first section),
 * and a line saying how many are held and what a cleave gives.
 */
export function OwnedTraitsCraft({
  traits,
  makeRoom = false,
}: {
  traits: OwnedTraitView[];
  makeRoom?: boolean;
}) {
  const shown = makeRoom ? [...traits.filter((t) => !t.applied), ...traits.filter((t) => t.applied)] : traits;
  const held = traits.length;
  return (
    <section className="section" aria-labelledby="craft-traits">
      <h2 id="craft-traits">Your traits</h2>
      {makeRoom ? (
        <p
          className={`note craft-room-note${held >= MAX_DISTINCT_TRAITS ? ' note--warn' : ''}`}
          data-testid="make-room-note"
        >
          {held >= MAX_DISTINCT_TRAITS
            ? `You hold ${held} of ${MAX_DISTINCT_TRAITS} traits: cleave one you don't wear (listed first, each with the craft XP it gives) and a new trait's cards stay cards.`
            : `You hold ${held} of ${MAX_DISTINCT_TRAITS} traits: there is room for new ones.`}
        </p>
      ) : null}
      {traits.length === 0 ? <p className="muted">No traits yet.</p> : null}
      <ul className="grid goods goods--upgrades" style={{ ['--min' as string]: '240px' }}>
        {shown.map((t) => (
          <TraitCraftCard key={t.id} t={t} />
        ))}
      </ul>
    </section>
  );
}
