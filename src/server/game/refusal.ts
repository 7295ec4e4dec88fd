import { GameError } from '../../rules/errors.ts';
import { StockRaced } from './events.ts';
import type { Answer } from './idempotency.ts';

/**
 * The one place a refusal becomes its answer, `{ err }` with its status: a rule's refusal
 * (`GameError`) or a voucher stock claimed by another player in the same moment. Answers undefined
 * for anything else (a fault, which the error handler logs and answers 500).
 */
export function refusalOf(err: unknown): Answer | undefined {
  if (err instanceof GameError) return { status: err.status, body: { err: err.message } };
  if (err instanceof StockRaced) {
    return {
      status: 409,
      body: { err: `Many players are claiming ${err.voucher} vouchers right now, try again` },
    };
  }
  return undefined;
}
