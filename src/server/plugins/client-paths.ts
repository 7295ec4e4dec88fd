/**
 * The pages the client draws (its route table, src/client/app/route-table.ts, and the operators'
 * console under /admin). Any other page path is answered 404, with the client's page, which then
 * shows its own Page Not Found. tests/server/client-files.test.ts holds the two lists together.
 */
const PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(auth|craft|expedition|history|leaderboard|market|mint|missions|not_found|pocket|profile)\/?$/,
  /^\/leaderboard\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
];

/** Whether a path (without its query) is one of the client's pages. */
export function isClientPage(path: string): boolean {
  return PAGES.some((p) => p.test(path));
}
