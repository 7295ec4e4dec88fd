import type { MintPassView } from '../../../rules/views/mint-view.ts';
import { GameImage } from '../../ui/game-image.tsx';
import { LockIcon } from '../../ui/icons.tsx';

/** The locked picture of a pass: its image with `-locked` before the extension. */
export function lockedImage(image: string): string {
  return image.replace(/\.png$/, '-locked.png');
}

/** One pass type: its picture (locked or not), how many are held, and the reserve button. */
export function PassCard({
  pass,
  action,
}: {
  pass: MintPassView;
  /** The reserve button, or the reason there is none. */
  action: React.ReactNode;
}) {
  return (
    <li
      className={`card mint-pass${pass.unlocked ? ' mint-pass--unlocked' : ' mint-pass--locked'}`}
      data-testid={`pass-${pass.voucher}`}
    >
      <GameImage
        className="mint-pass__img"
        src={pass.unlocked ? pass.image : lockedImage(pass.image)}
        alt={`${pass.name}${pass.unlocked ? '' : ' (locked)'}`}
        fallback={pass.voucher}
      />
      <h3>{pass.name}</h3>
      <p className={pass.unlocked ? 'mint-pass__held' : 'muted'}>
        {pass.unlocked ? (
          `Unlocked: ${pass.owned} held`
        ) : (
          <>
            <LockIcon /> Locked
          </>
        )}
      </p>
      {action}
    </li>
  );
}
