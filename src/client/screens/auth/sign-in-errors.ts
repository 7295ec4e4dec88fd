/** What the server's `/auth?error=` reasons mean to a player. */
export function signInErrorText(reason: string): string {
  switch (reason) {
    case 'denied':
      return 'Discord sign-in was cancelled.';
    case 'state':
      return 'The sign-in took too long or was opened twice. Please try again.';
    default:
      return 'Discord sign-in failed. Please try again.';
  }
}
