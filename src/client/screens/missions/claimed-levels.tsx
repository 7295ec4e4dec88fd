import { useEffect, useState } from 'react';
import { claimedLevelsLine } from './battle-pass-words.ts';

/**
 * Under a claim's rewards, which levels they are when the server claimed others than the title
 * named (the page was a moment behind); nothing otherwise.
 */
export function ClaimedLevels({
  asked,
  answer,
}: {
  asked: readonly [number, number];
  answer: Promise<{ levels: [number, number] }>;
}) {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    answer.then(
      (res) => live && setLine(claimedLevelsLine(asked, res.levels)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked, answer]);
  return line ? <p className="note note--wide">{line}</p> : null;
}
