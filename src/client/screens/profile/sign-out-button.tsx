import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../session/session-api.ts';

export function SignOutButton() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const onClick = async () => {
    await signOut();
    qc.clear();
    // In place of the signed-in page: Back does not bring a signed-out player back to it.
    await navigate('/', { replace: true });
  };
  return (
    <button type="button" className="button button--danger" onClick={onClick}>
      Sign out
    </button>
  );
}
