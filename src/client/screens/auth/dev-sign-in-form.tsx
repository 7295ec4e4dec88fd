import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { devSignIn } from '../../api/dev-sign-in.ts';
import { useSession } from '../../session/session-store.ts';
import { safeRedirect } from '../../app/guards.ts';
import { loadScreenAhead } from '../../app/screen-ahead.ts';

/** Sign in by a player name (development servers only). */
export function DevSignInForm({ redirect }: { redirect: string }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const username = name.trim();
    if (username.length < 2 || username.length > 32) {
      setError('A name has 2 to 32 characters');
      return;
    }
    setError(null);
    setBusy(true);
    const to = safeRedirect(redirect || null);
    // The next screen's code (the map's scene and atlas on /expedition) loads beside the sign-in.
    loadScreenAhead(to);
    const user = await devSignIn(username);
    setBusy(false);
    if (!user) return;
    useSession.getState().setUser(user);
    await navigate(to);
  };

  return (
    <form className="auth__dev" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor="dev-name" className="field__label">
          Player name
        </label>
        <input
          id="dev-name"
          name="username"
          autoComplete="username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dev-name-error' : undefined}
        />
        {error ? (
          <span id="dev-name-error" className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in by name'}
      </button>
    </form>
  );
}
