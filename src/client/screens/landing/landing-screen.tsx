import { Link } from 'react-router';
import { useSignedIn } from '../../api/signed-in.ts';
import { Feature } from './feature.tsx';
import { CrateIcon, ShardIcon, StarIcon, SwordIcon } from '../../ui/icons.tsx';
import './landing.css';

/** `/`: what the game is, and a call to play. */
export default function LandingScreen() {
  const signedIn = useSignedIn();
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1>Raise a Warlord. Conquer ten regions.</h1>
        <p className="landing__lead">
          Warlords is a browser game of collectible warriors. Dress your Warlord in traits, arm it with
          weapons and spells, and send it on expeditions for shards, energy and crates.
        </p>
        <div className="button-row">
          <Link className="button button--primary landing__cta" to={signedIn ? '/expedition' : '/auth'}>
            {signedIn ? 'Continue playing' : 'Play now'}
          </Link>
          <Link className="button" to="/craft">
            Browse traits and items
          </Link>
        </div>
      </section>
      <section className="landing__features grid" aria-label="What you do">
        <Feature icon={<SwordIcon />} title="Expeditions">
          Ten regions, from the Ashen Dunes to the Throne of Ages. Each stage weighs your power and stealth.
        </Feature>
        <Feature icon={<ShardIcon />} title="Traits and items">
          Upgrade traits with cards, forge weapons with shards, and cleave what you do not need.
        </Feature>
        <Feature icon={<CrateIcon />} title="Crates">
          Open crates and a daily gumball. Every drop table is published before you buy.
        </Feature>
        <Feature icon={<StarIcon />} title="Battle pass">
          Community missions earn XP and medals. Claim rewards and mint passes as you climb.
        </Feature>
      </section>
    </div>
  );
}
