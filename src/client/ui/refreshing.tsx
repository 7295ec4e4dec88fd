import { useLoadingAny, type LoadingResource } from '../api/loading.ts';

/** A small "updating" mark while any of the resources is being fetched. */
export function Refreshing({ resources }: { resources: LoadingResource[] }) {
  if (!useLoadingAny(resources)) return null;
  return (
    <span className="refreshing muted" role="status">
      <span className="spinner spinner--small" aria-hidden="true" /> Updating…
    </span>
  );
}
