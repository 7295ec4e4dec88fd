import { Link, useLocation } from 'react-router';

/** `/not_found`: the not-found page in the authentication layout. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div>
      <p className="error-page__status">404</p>
      <h1>Page Not Found</h1>
      <p className="muted">Page Not Found: {pathname}</p>
      <Link className="button button--primary" to="/">
        Back to the start
      </Link>
    </div>
  );
}
