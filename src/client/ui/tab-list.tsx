import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TabDef<Id extends string> {
  id: Id;
  label: string;
}

/** The tab a key moves to from tab `index` of `count` (wrapping), or null for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A row of tabs as the WAI-ARIA tabs pattern has them: one Tab stop (the selected tab), the arrow
 * keys move between tabs and select the one they reach, Home and End go to the first and last.
 * Clicks and taps select as before. Drawn as a game's tabs: parchment tabs on a rail, the chosen
 * one gold-rimmed and raised into the panel below.
 */
export function TabList<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  panelId,
  className,
}: {
  tabs: readonly TabDef<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
  panelId: string;
  className?: string;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent) => {
    // From the focused tab: a selection may still be rendering (the router applies it in a
    // transition), and the keys go from where the player is.
    const focused = tabs.findIndex((t) => buttons.current.get(t.id) === e.target);
    const index = focused >= 0 ? focused : tabs.findIndex((t) => t.id === selected);
    const next = tabAfterKey(e.key, index, tabs.length);
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    <div
      className={`game-tabs${className ? ` ${className}` : ''}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(el) => void (el ? buttons.current.set(t.id, el) : buttons.current.delete(t.id))}
          type="button"
          role="tab"
          id={`tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={panelId}
          tabIndex={selected === t.id ? 0 : -1}
          className="game-tab"
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
