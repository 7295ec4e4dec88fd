import type { FastifyInstance } from 'fastify';
import { GameError } from '../../../rules/errors.ts';
import { findPlayer } from '../../game/players.ts';
import { profileView, referralCount, updateProfile, type ProfilePatch } from '../../game/profile.ts';
import { recordReferral } from '../../game/referrals.ts';
import { write } from '../write-route.ts';
import * as api from '../../../contract/game.ts';
import { serve } from '../../contract-route.ts';

/** GET /profile (with `ref_id` on the first call: the referral) and POST /profile (edit). */
export default async function profile(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.profile, {}, async (req) => {
    const id = req.player!.id;
    let row = await db.read((d) => findPlayer(d, id));
    if (!row) throw new GameError('No such player', 404);
    if (!row.state.referral.decided) {
      await recordReferral(app, id, req.query.ref_id, req.id);
      row = (await db.read((d) => findPlayer(d, id)))!;
    }
    const count = await db.read((d) => referralCount(d, id));
    return profileView(row, count);
  });

  // The profile lies outside the game state: no reducer, the columns written after the lock.
  write(app, api.profileUpdate, {
    actor: 'player',
    action: (req) => {
      const patch: ProfilePatch = {};
      for (const [field, value] of Object.entries(req.body)) {
        if (value !== undefined) patch[field as keyof ProfilePatch] = value === '' ? null : value;
      }
      let count = 0;
      return {
        input: null,
        after: async (tx, row) => {
          await updateProfile(tx, row.id, patch);
          count = await referralCount(tx, row.id);
        },
        answer: (_done, _ctx, row) => ({ profile: profileView({ ...row, ...patch }, count) }),
      };
    },
  });
}
