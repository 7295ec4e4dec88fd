import { useSettings, type PaidAction } from '../settings/settings-store.ts';
import { CostTag, costText, type Cost } from '../ui/cost-tag.tsx';
import { openDialog } from './dialog-store.ts';

export interface PaidAsk {
  /** The dialog's title, a question: "Pull the gumball?". */
  title: string;
  /** What the player gets, in a sentence. */
  gets: string;
  costs: readonly Cost[];
  /** The confirm button's verb ("Pull", "Upgrade", "Reserve"). */
  verb: string;
}

/**
 * Asks once before a paying action spends, with its cost and a "Don't ask again" box that turns
 * the question off for this kind of action (kept in the settings). Resolves true to go ahead:
 * at once when the player turned it off, else on confirm; Escape, Cancel and the close button
 * say no.
 */
export async function confirmPaid(kind: PaidAction, ask: PaidAsk): Promise<boolean> {
  if (useSettings.getState().skipConfirm[kind]) return true;
  let dontAsk = false;
  const answer = await openDialog({
    title: ask.title,
    body: (
      <div className="confirm-paid">
        <p>
          {ask.gets} It costs <CostTag costs={ask.costs} words />.
        </p>
        <label className="check">
          <input type="checkbox" name="dont-ask" onChange={(e) => void (dontAsk = e.target.checked)} />
          Don&apos;t ask again for this
        </label>
      </div>
    ),
    confirmText: `${ask.verb} for ${ask.costs.map(costText).join(' and ')}`,
    denyText: 'Cancel',
  });
  if (answer.outcome !== 'confirm') return false;
  if (dontAsk) useSettings.getState().setSkipConfirm(kind, true);
  return true;
}
