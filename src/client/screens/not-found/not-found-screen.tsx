import { useLocation } from 'react-router';
import { WayBack } from '../../ui/way-back.tsx';

/** `/not_found`: the not-found page in the authentication layout. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div style={{ textAlign: 'center' }}>
      <p className="error-page__status">404</p>
      <h1>Page Not Found</h1>
      <p className="muted">Page Not Found: {pathname}</p>
      <WayBack />
    </div>
  );
}
