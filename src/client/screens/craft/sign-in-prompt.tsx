import { Link } from 'react-router';

export function SignInPrompt() {
  return (
    <p className="card section">
      Browse every trait and item below. <Link to="/auth?redirect=%2Fcraft">Sign in</Link> to upgrade and
      cleave your own.
    </p>
  );
}
