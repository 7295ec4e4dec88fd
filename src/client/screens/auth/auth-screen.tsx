import { useSearchParams } from 'react-router';
import { DiscordIcon } from '../../ui/icons.tsx';
import { useDevSignInAvailable } from '../../api/dev-sign-in.ts';
import { DevSignInForm } from './dev-sign-in-form.tsx';
import { signInErrorText } from './sign-in-errors.ts';
import './auth.css';

/** `/auth`: Discord sign-in, and sign-in by name where the server offers it. */
export default function AuthScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';
  const error = params.get('error');
  const dev = useDevSignInAvailable();
  const discordHref = `/api/_auth/discord${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <div className="auth">
      <h1>Sign in to play</h1>
      <p className="muted">Your Warlord, shards and crates are kept with your Discord account.</p>
      {error ? (
        <p className="auth__error" role="alert">
          {signInErrorText(error)}
        </p>
      ) : null}
      <a className="button button--primary button--block auth__discord" href={discordHref}>
        <DiscordIcon /> Sign in with Discord
      </a>
      {dev.data ? (
        <>
          <div className="auth__or">
            <span>or, on this development server</span>
          </div>
          <DevSignInForm redirect={redirect} />
        </>
      ) : dev.isSuccess ? (
        <p className="muted auth__note">Sign-in by name is off on this server.</p>
      ) : null}
    </div>
  );
}
