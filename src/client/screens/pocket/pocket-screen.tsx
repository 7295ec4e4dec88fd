import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useShownPocket, useShownWarlord } from '../../game/shown-views.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Refreshing } from '../../ui/refreshing.tsx';
import { WarlordPanel } from './warlord-panel.tsx';
import { TraitsSection } from './traits-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { OwnedCrates } from './owned-crates.tsx';
import { VouchersSection } from './vouchers-section.tsx';
import { CrateShop } from './crate-shop.tsx';
import { FirstSteps, useFirstSteps } from '../../ui/first-steps.tsx';
import './pocket.css';

/** `/pocket`: the Warlord, balances, traits, items, crates, vouchers and the crate shop. */
export default function PocketScreen() {
  const pocket = useShownPocket();
  const warlord = useShownWarlord();
  const first = useFirstSteps();
  const { hash } = useLocation();
  const ready = Boolean(pocket.data && warlord.data);
  // A first step's link (/pocket#gumball...) scrolls to where it is done once the page is there.
  useEffect(() => {
    if (!ready || !hash) return;
    // The shop comes with its own read: wait for the target a little.
    let tries = 0;
    const id = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ block: 'center' });
      if (target || ++tries > 40) window.clearInterval(id);
    }, 100);
    return () => window.clearInterval(id);
  }, [ready, hash]);
  if ((pocket.isLoading && !pocket.data) || (warlord.isLoading && !warlord.data)) return <PageLoading />;
  if (!pocket.data || !warlord.data) return <p className="muted">Your pocket could not be loaded.</p>;
  return (
    <div className="pocket">
      <div className="page__title">
        <h1>Pocket</h1>
        <Refreshing resources={['pocket', 'warlord', 'crates']} />
        <Link className="button button--small" to="/market?tab=sell">
          Sell goods on the market
        </Link>
      </div>
      {first ? <FirstSteps steps={first.steps} onDismiss={first.dismiss} /> : null}
      <WarlordPanel warlord={warlord.data} pocket={pocket.data} />
      <TraitsSection pocket={pocket.data} />
      <ItemsSection pocket={pocket.data} warlord={warlord.data} />
      <OwnedCrates pocket={pocket.data} />
      <VouchersSection pocket={pocket.data} />
      <CrateShop />
    </div>
  );
}
