import { toast } from 'sonner';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
import { reducedMotion } from './reduced-motion.ts';
import { showSuccess, TRADE_TOAST_MS } from './toast.ts';
import { WarlordPicture } from './warlord-picture.tsx';
import './dressed-toast.css';

/** Whether the page's hero portrait (/pocket, /profile) is on screen, in part at least. */
function heroInView(hero: Element): boolean {
  const r = hero.getBoundingClientRect();
  const header = document.querySelector('header.hud')?.getBoundingClientRect().bottom ?? 0;
  return r.bottom > header + 40 && r.top < window.innerHeight - 40;
}

/**
 * A trait or an item put on (or taken off) the Warlord: "Winter applied". Where the page's hero
 * portrait is scrolled out of view (a long list of traits below it), the player would see no
 * change (review r34: "applying a trait shows no Warlord change"): the toast then shows the
 * Warlord in what it wears now, a little longer, with a way up to the portrait.
 */
export function showDressed(
  message: string,
  warlord: Pick<WarlordView, 'appliedTraits' | 'appliedItems'>,
): void {
  const hero = document.querySelector('.hero-portrait');
  if (!hero || heroInView(hero)) return showSuccess(message);
  toast.success(
    <span className="dressed-toast">
      <WarlordPicture
        className="dressed-toast__figure"
        appliedTraits={warlord.appliedTraits}
        appliedItems={warlord.appliedItems}
        background={false}
      />
      <span>{message}</span>
    </span>,
    {
      duration: TRADE_TOAST_MS,
      action: {
        label: 'See your Warlord',
        onClick: () =>
          hero.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'center' }),
      },
    },
  );
}
