import { openDialog } from '../../dialogs/dialog-store.ts';

/** Cleaving destroys the trait or item for good, so the player confirms it. */
export async function confirmCleave(name: string, gives: string): Promise<boolean> {
  const answer = await openDialog({
    title: `Cleave ${name}?`,
    body: (
      <p>
        {name} is removed for good. You get {gives}.
      </p>
    ),
    confirmText: 'Cleave',
    destructive: true,
    denyText: 'Keep it',
  });
  return answer.outcome === 'confirm';
}
