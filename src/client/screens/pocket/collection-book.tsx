import { useState } from 'react';
import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { traitIcon } from '../../../rules/catalog/traits.ts';
import { MAX_DISTINCT_TRAITS } from '../../../rules/reward.ts';
import type { PocketView } from '../../../rules/views/pocket-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { RarityMark } from '../../ui/reward-list.tsx';
import { TabList } from '../../ui/tab-list.tsx';
import { BOOK_PAGES, foundIn, pageGoods, type BookPage } from './collection.ts';

/** How many of a page's goods the player holds. */
function heldOn(page: BookPage, pocket: PocketView): { held: number; of: number } {
  const goods = pageGoods(page);
  const held = goods.filter((g) =>
    'trait' in g
      ? pocket.ownedTraits.some((t) => t.id === g.trait.id)
      : pocket.ownedItems.some((i) => i.id === g.item.id),
  ).length;
  return { held, of: goods.length };
}

/** Every trait, weapon, spell and potion of the game held, of all there are. */
export function collectionCount(pocket: PocketView): { held: number; of: number } {
  return BOOK_PAGES.map((p) => heldOn(p, pocket)).reduce(
    (a, b) => ({ held: a.held + b.held, of: a.of + b.of }),
    { held: 0, of: 0 },
  );
}

/**
 * The collection book: every good of the game, a page a trait category (then the weapons and
 * spells, then the potions), each in its rarity's frame with its picture and name. What the player
 * holds is in full colour with its level (and "Worn"); what they do not is drawn faded, with where
 * it is found (the crates and the gumball whose published tables give it, and the market).
 */
export function CollectionBook({ pocket }: { pocket: PocketView }) {
  const [page, setPage] = useState<BookPage>(BOOK_PAGES[0]!);
  const count = heldOn(page, pocket);
  return (
    <div className="book">
      <p className="book__lead">
        Your Warlord holds at most {MAX_DISTINCT_TRAITS} traits at a time: cleave one you do not wear in Craft
        to make room for a new find.
      </p>
      <TabList
        tabs={BOOK_PAGES.map((p) => ({ id: p, label: p }))}
        selected={page}
        onSelect={setPage}
        label="Pages of the collection book"
        panelId="book-page"
        className="book__tabs"
      />
      <div id="book-page" role="tabpanel" aria-labelledby={`tab-${page}`} className="book__page">
        <p className="book__count">
          {page}: {count.held} of {count.of} held
        </p>
        <ul className="book__grid">
          {pageGoods(page).map((g) => {
            const info = 'trait' in g ? g.trait : g.item;
            const trait = 'trait' in g ? pocket.ownedTraits.find((t) => t.id === g.trait.id) : undefined;
            const item = 'item' in g ? pocket.ownedItems.find((i) => i.id === g.item.id) : undefined;
            const held = trait ?? item;
            const worn = held?.applied ?? false;
            const heldText = !held
              ? ''
              : item?.kind === 'Consumable'
                ? `${item.usagesLeft} ${item.usagesLeft === 1 ? 'use' : 'uses'} left`
                : `Level ${held.level}`;
            const img = 'trait' in g ? traitIcon(g.trait) : g.item.img;
            return (
              <li
                key={info.id}
                className={`book__entry rarity-${info.rarity} rarity-border${held ? ' book__entry--held' : ''}`}
                data-held={held ? 'yes' : 'no'}
              >
                <GameImage className="book__art" src={img} alt="" />
                <strong className="book__name">{info.name}</strong>
                <span className="book__rarity">
                  <RarityMark rarity={info.rarity} />
                  {RARITY_NAMES[info.rarity]}
                </span>
                {held ? (
                  <span className="book__held">
                    {heldText}
                    {worn ? ' · Worn' : ''}
                  </span>
                ) : (
                  <small className="book__where">Found in {[...foundIn(g), 'the market'].join(', ')}</small>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
