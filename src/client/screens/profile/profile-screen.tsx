import { useProfile } from '../../api/profile.ts';
import { Link } from 'react-router';
import { useShownPocket, useShownWarlord } from '../../game/shown-views.ts';
import { HeroPortrait } from '../../scenes/portrait/hero-portrait.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Refreshing } from '../../ui/refreshing.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReferralLink } from './referral-link.tsx';
import { WarlordStats, WarlordWorn } from '../../ui/warlord-worn.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** `/profile`: who the player is, what they can edit, their referral link, sign out. */
export default function ProfileScreen() {
  const { data: profile, isLoading } = useProfile();
  const { data: warlord } = useShownWarlord();
  const { data: pocket } = useShownPocket();
  return (
    <div>
      <div className="page__title">
        <h1>Profile</h1>
        <SignOutButton />
        <Refreshing resources={['profile']} />
      </div>
      {isLoading && !profile ? <PageLoading /> : null}
      {profile ? (
        // The portrait stands beside everything else on the page, which shares the room beside it.
        <div className={warlord ? 'profile-layout' : undefined}>
          {warlord ? (
            <section className="card profile-portrait" aria-label="Your Warlord's portrait">
              <HeroPortrait appliedTraits={warlord.appliedTraits} appliedItems={warlord.appliedItems} />
            </section>
          ) : null}
          <div className="grid profile-layout__content" style={{ ['--min' as string]: '340px' }}>
            {warlord ? (
              <section className="card profile-warlord" aria-labelledby="profile-warlord-title">
                <h2 id="profile-warlord-title">Your Warlord</h2>
                <p>
                  Level <strong>{warlord.level}</strong> · Rank <strong>{warlord.rank}</strong> · Rarity{' '}
                  <strong>{warlord.rarity}</strong>
                </p>
                <WarlordStats stats={warlord.stats} />
                <WarlordWorn warlord={warlord} pocket={pocket} />
                <p className="profile-warlord__more">
                  {/* A button-sized link: a touch-sized target (44 px) on a tablet. */}
                  <Link className="button button--small" to="/pocket">
                    Change what it wears in your pocket
                  </Link>
                </p>
              </section>
            ) : null}
            <ProfileFacts profile={profile} />
            <ProfileForm profile={profile} />
            <ReferralLink profile={profile} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
