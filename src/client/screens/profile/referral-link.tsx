import type { ProfileView } from '../../../contract/views.ts';
import { showError, showSuccess } from '../../ui/toast.ts';

/** The link that brings a friend in as this player's referral. */
export function referralLink(origin: string, profileId: string): string {
  return `${origin}/?ref_id=${encodeURIComponent(profileId)}`;
}

export function ReferralLink({ profile }: { profile: ProfileView }) {
  const link = referralLink(window.location.origin, profile.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSuccess('Link copied');
    } catch {
      showError('Could not copy: select the link and copy it');
    }
  };
  return (
    <section className="card" aria-labelledby="referral">
      <h2 id="referral">Invite friends</h2>
      <p className="muted">
        A friend who signs up with your link earns you Referral XP: 5 at once and 1,495 more when they reach
        rank 2 (up to 10 friends).
      </p>
      <label className="field">
        <span className="field__label">Your referral link</span>
        <input readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className="button button--primary" onClick={copy}>
        Copy link
      </button>
    </section>
  );
}
