// Setup of the client suite's files that share one module graph per worker (vitest.config.ts): each
// file starts with the game's stores as a fresh page has them, whatever the file before it left.
import { beforeAll } from 'vitest';
import { useInstallPrompt } from '../../src/client/app/install-prompt.ts';
import { useDialogs } from '../../src/client/dialogs/dialog-store.ts';
import { stopAsking, useConnection } from '../../src/client/game/connection.ts';
import { useGame } from '../../src/client/game/game-store.ts';
import { useNotices } from '../../src/client/game/notices.ts';
import { useWorld } from '../../src/client/game/world-feed.ts';
import { useSession } from '../../src/client/session/session-store.ts';
import { useSettings } from '../../src/client/settings/settings-store.ts';

const stores = [
  useInstallPrompt,
  useDialogs,
  useConnection,
  useGame,
  useNotices,
  useWorld,
  useSession,
  useSettings,
];

/** A store back to the state it was made with. */
interface Store<T> {
  getInitialState: () => T;
  setState: (state: T, replace: true) => void;
}
const fresh = <T>(store: Store<T>) => store.setState(store.getInitialState(), true);

beforeAll(() => {
  // A file before this one that left the server lost left its once-a-second ask running too: it
  // called the next file's stubbed fetch for /api/health (build-check.test.ts failed on it in CI).
  // (A file in Node's environment has no window, nor any ask left running.)
  if (typeof window !== 'undefined') stopAsking();
  for (const store of stores) fresh(store as Store<unknown>);
});
