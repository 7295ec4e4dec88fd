/** What the server's `/auth?error=` reasons mean to a player. */
export function signInErrorText(reason: string, why?: string | null): string {
  switch (reason) {
    case 'suspended':
      // The server's words, with the operators' reason: `Your account is suspended: ...`.
      return why?.startsWith('Your account is suspended') ? why.slice(0, 300) : 'Your account is suspended.';
    case 'denied':
      return 'Discord sign-in was cancelled.';
    case 'state':
      return 'The sign-in took too long or was opened twice. Please try again.';
    default:
      return 'Discord sign-in failed. Please try again.';
  }
}
