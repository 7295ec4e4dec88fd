import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { granted } from '../../../rules/actions/granted.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { runAction } from '../../game/run-action.ts';
import { corrected, isCorrection } from '../../ops/corrected.ts';
import { writeRoute } from '../game-route.ts';
import { auditIn } from '../../plugins/operator-audit.ts';
import { aboveLimit } from '../../ops/roles.ts';

/**
 * POST /api/admin/grant (operator): gives a player goods and balances, through the ledger; with
 * negative amounts (of shards, TWC, energy, XP, crates, trait or item cards, vouchers) it is a
 * correction (`corrected`), which must give its reason, takes only away and never below zero.
 */
export default async function grantRoutes(app: FastifyInstance) {
  // The operator's key is scoped to the operator and this path, whichever player it grants.
  writeRoute(app, api.grant, { config: { operatorRole: 'support' } }, async (req, key, reply) => {
    const { profileId, ...grant } = req.body;
    // The audit row names the ledger rows' reference (run-action.ts), which the player's ledger joins on.
    const detail = { ...req.body, ledgerRef: key?.key ?? req.id };
    const refusal = aboveLimit(req.operator!, grant);
    if (refusal) return reply.code(403).send({ err: refusal });
    if (isCorrection(grant)) {
      if (!req.operatorReason) return reply.code(400).send({ err: 'Give a reason for this change' });
      return runAction(app, {
        who: { id: profileId },
        reducer: corrected,
        input: grant,
        after: (tx, _row, _done, { now }) => auditIn(tx, req, now, { detail }),
        answer: ({ state, result }, { now }) => ({
          pocket: pocketView(state, now),
          corrected: result.corrected,
        }),
        idempotency: key,
        requestId: req.id,
      });
    }
    if (grant.xpCategory) {
      return reply.code(400).send({ err: 'A grant credits XP to rewardXp: xpCategory is for corrections' });
    }
    return runAction(app, {
      who: { id: profileId },
      reducer: granted,
      input: grant as Parameters<typeof granted>[1],
      after: (tx, _row, _done, { now }) => auditIn(tx, req, now, { detail }),
      answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), granted: result.granted }),
      idempotency: key,
      requestId: req.id,
    });
  });
}
