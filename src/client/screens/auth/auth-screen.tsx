import { useSearchParams } from 'react-router';
import { DiscordIcon } from '../../ui/icons.tsx';
import { useHealth } from '../../api/health.ts';
import { DevSignInForm } from './dev-sign-in-form.tsx';
import { signInErrorText } from './sign-in-errors.ts';
import './auth.css';

/** `/auth`: Discord sign-in, and sign-in by name where the server offers it. */
export default function AuthScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';
  const error = params.get('error');
  const health = useHealth();
  const signIn = health.data?.signIn;
  const discordHref = `/api/_auth/discord${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <div className="auth">
      <h1>Sign in to play</h1>
      <p className="muted">Your Warlord, shards and crates are kept with your Discord account.</p>
      {error ? (
        <p className="auth__error" role="alert">
          {signInErrorText(error, params.get('why'))}
        </p>
      ) : null}
      {signIn?.discord ? (
        <a className="button button--primary button--block auth__discord" href={discordHref}>
          <DiscordIcon /> Sign in with Discord
        </a>
      ) : null}
      {signIn?.dev ? (
        <>
          {signIn.discord ? (
            <div className="auth__or">
              <span>or, on this development server</span>
            </div>
          ) : (
            <p className="muted auth__note">This development server signs you in by name.</p>
          )}
          <DevSignInForm redirect={redirect} />
        </>
      ) : null}
      {health.isPending ? <p className="muted auth__note">Checking the ways in…</p> : null}
      {!health.isPending && !signIn?.discord && !signIn?.dev ? (
        <p className="muted auth__note">Sign-in is not configured on this server yet.</p>
      ) : null}
    </div>
  );
}
