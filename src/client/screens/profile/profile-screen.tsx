import { useProfile } from '../../api/profile.ts';
import { useShownWarlord } from '../../game/shown-views.ts';
import { HeroPortrait } from '../../scenes/portrait/hero-portrait.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { Refreshing } from '../../ui/refreshing.tsx';
import { ProfileFacts } from './profile-facts.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReferralLink } from './referral-link.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** `/profile`: who the player is, what they can edit, their referral link, sign out. */
export default function ProfileScreen() {
  const { data: profile, isLoading } = useProfile();
  const { data: warlord } = useShownWarlord();
  return (
    <div>
      <div className="page__title">
        <h1>Profile</h1>
        <SignOutButton />
        <Refreshing resources={['profile']} />
      </div>
      {isLoading && !profile ? <PageLoading /> : null}
      {profile ? (
        <div className="grid" style={{ ['--min' as string]: '460px' }}>
          {warlord ? (
            <section className="card profile-warlord" aria-label="Your Warlord">
              <HeroPortrait appliedTraits={warlord.appliedTraits} appliedItems={warlord.appliedItems} />
            </section>
          ) : null}
          <ProfileFacts profile={profile} />
          <ProfileForm profile={profile} />
          <ReferralLink profile={profile} />
        </div>
      ) : null}
    </div>
  );
}
