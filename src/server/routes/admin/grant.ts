import type { FastifyInstance } from 'fastify';
import * as api from '../../../contract/admin.ts';
import { GameError } from '../../../rules/errors.ts';
import { pocketView } from '../../../rules/views/pocket-view.ts';
import { grantedOrCorrected, isCorrection } from '../../ops/corrected.ts';
import { write } from '../write-route.ts';
import { auditIn } from '../../plugins/operator-audit.ts';
import { aboveLimit } from '../../ops/roles.ts';

/**
 * POST /api/admin/grant (operator): gives a player goods and balances, through the ledger; with
 * negative amounts (of shards, TWC, energy, XP, crates, trait or item cards, vouchers) it is a
 * correction (`corrected`), which must give its reason, takes only away and never below zero.
 */
export default async function grantRoutes(app: FastifyInstance) {
  // The operator's key is scoped to the operator and this path, whichever player it grants.
  write(app, api.grant, {
    actor: (req) => ({ id: req.body.profileId }),
    role: 'support',
    reducer: grantedOrCorrected,
    action: (req, key) => {
      const { profileId, ...grant } = api.grantOfBody(req.body);
      // The audit row names the ledger rows' reference (run-action.ts), which the player's ledger joins on.
      const detail = { ...req.body, ledgerRef: key?.key ?? req.id };
      const refusal = aboveLimit(req.operator!, grant);
      if (refusal) throw new GameError(refusal, 403);
      if (isCorrection(grant)) {
        if (!req.operatorReason) throw new GameError('Give a reason for this change', 400);
      } else if (grant.xpCategory) {
        throw new GameError('A grant credits XP to rewardXp: xpCategory is for corrections', 400);
      }
      return {
        input: { profileId, grant },
        after: (tx, _row, _done, { now }) => auditIn(tx, req, now, { detail }),
        answer: ({ state, result }, { now }) => ({ pocket: pocketView(state, now), ...result }),
      };
    },
  });
}
