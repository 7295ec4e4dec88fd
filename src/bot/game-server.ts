import * as api from '../contract/admin.ts';
import type { AnyEndpoint } from '../contract/endpoint.ts';
import { unwired, urlOf, type InputOf } from '../contract/request.ts';
import type { MissionsView } from '../rules/views/missions-view.ts';
import type { ActivityEvent } from './mapping.ts';
import type { Delivery } from './queue.ts';

const TIMEOUT_MS = 10_000;

/** The game server's operator calls the bot makes, with its BOT_TOKEN. */
export interface GameServer {
  /** POST /api/admin/activities: one activity; never throws (a failure is a Delivery with an error). */
  sendActivity(event: ActivityEvent): Promise<Delivery>;
  /** GET /api/admin/players/by-discord/:discordId/missions: the member's missions, or null when not a player. */
  missionsOf(discordId: string): Promise<MissionsView | null>;
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The game server at `baseUrl` (no trailing slash), called with the bot token. */
export function gameServer(baseUrl: string, botToken: string): GameServer {
  /** One call of endpoint `ep` through the contract: its path, method and body; the raw answer. */
  const send = <E extends AnyEndpoint>(ep: E, input: InputOf<E>) => {
    const { body } = input as { body?: unknown };
    return fetch(`${baseUrl}${urlOf(ep, input)}`, {
      method: ep.method,
      headers: {
        authorization: `Bearer ${botToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  };
  return {
    async sendActivity(event) {
      try {
        const res = await send(api.activities, { body: event });
        return { status: res.status, body: await bodyOf(res) };
      } catch (err) {
        return { error: err instanceof Error ? err : new Error(String(err)) };
      }
    },
    async missionsOf(discordId) {
      const res = await send(api.botMissions, { params: { discordId } });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`The game server answered ${res.status}`);
      return unwired(api.botMissions, await res.json());
    },
  };
}
