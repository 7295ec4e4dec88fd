import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { useDialogs } from '../../dialogs/dialog-store.ts';
import type { PanelAction } from './region-action.ts';

/**
 * The run's screen after its last stage passed: what the claim grants in words (or why a press did
 * not go through), and Claim rewards, the one button that stands out. It takes the focus when it
 * comes, and Enter presses it wherever the focus is (a tap on the land takes it off the button),
 * unless the focus is on another control (Enter presses that) or a pop-up is open. Touch and mouse
 * press it as any button.
 */
export function RunClaim({
  claim,
  sentence,
  error,
  onAction,
}: {
  claim: PanelAction;
  sentence: string;
  /** Why the last press did not go through (claimFailure), in the sentence's place. */
  error: string | null;
  onAction: (a: PanelAction) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const press = useRef(() => onAction(claim));
  useEffect(() => {
    press.current = () => onAction(claim);
  });
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.repeat || useDialogs.getState().dialogs.length > 0) return;
      if (e.target instanceof Element && e.target.closest('button, a, input, select, textarea')) return;
      e.preventDefault();
      press.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <div className="stage-overlay__lead">
        {error ? (
          <p className="stage-overlay__slip stage-overlay__slip--error" role="alert">
            {error}
          </p>
        ) : (
          <p className="stage-overlay__slip">{sentence}</p>
        )}
      </div>
      <button
        ref={button}
        type="button"
        className="button button--primary stage-overlay__claim"
        aria-keyshortcuts="Enter"
        onClick={() => press.current()}
      >
        {claim.label}
        <kbd className="stage-overlay__key key-hint" aria-hidden="true">
          Enter
        </kbd>
      </button>
    </>
  );
}

/**
 * Why a claim pressed on the run's screen did not go through, in words that stay there (the
 * connection banner of an unanswered write goes as soon as the server answers its check again):
 * no answer, the run already claimed (in another tab: the server holds no run), or the server's
 * reason.
 */
export function claimFailure(error: unknown): string {
  if (error instanceof ApiError && error.lost) return 'The claim got no answer from the server: try again.';
  if (error instanceof ApiError && error.status === 409)
    return 'Already claimed elsewhere (another tab or device): this run has ended.';
  const why = error instanceof Error && error.message ? error.message : 'try again';
  return `The claim did not go through: ${why}`;
}
