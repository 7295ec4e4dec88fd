import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.tsx';
import { ROUTE_TABLE } from './route-table.ts';
import { setNavigate } from './navigation.ts';

/** The app's router; the api client navigates with it (a 401 goes to /auth without a page load). */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(ROUTE_TABLE));
  setNavigate((to) => void router.navigate(to));
  return router;
}
