import { useLocation } from 'react-router';
import { NotFound } from '../../app/not-found-page.tsx';

/** `/not_found`: the not-found page in the authentication layout. */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div style={{ textAlign: 'center' }}>
      <NotFound path={pathname} />
    </div>
  );
}
