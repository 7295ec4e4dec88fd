/**
 * Every image the art script makes, each with its public path and size. The catalogs decide the paths
 * (trait img, item img, voucher image, crateImage), so a new catalog entry without a drawing fails loudly.
 */
import { CRATE_KINDS, crateImage } from '../../src/rules/catalog/crate-kinds.ts';
import { ITEMS, heldImage, isPotion } from '../../src/rules/catalog/items.ts';
import { REGIONS } from '../../src/rules/catalog/regions.ts';
import { TRAITS, traitCategoryOf, traitIcon } from '../../src/rules/catalog/traits.ts';
import { VOUCHERS } from '../../src/rules/catalog/vouchers.ts';
import { FOE_KINDS, FOE_POSES, foeImage } from '../../src/client/scenes/stage-run/stage-foes.ts';
import { crateArt, CRATE_SIZE } from './crates/crates.ts';
import { foeArt, FOE_SIZE } from './foes/foes.ts';
import {
  CRANK_SIZE,
  gumballArt,
  gumballCrankArt,
  gumballGlassArt,
  gumballStandArt,
  GUMBALL_SIZE,
} from './crates/gumball.ts';
import { ICON } from './items/frame.ts';
import { meleeHeld, meleeIcon } from './items/melee.ts';
import { potionIcon } from './items/potions.ts';
import { spellHeld, spellIcon } from './items/spells.ts';
import { appIcon } from './misc/app-icon.ts';
import { heroArt, HERO } from './misc/hero.ts';
import { landingWarlord, LANDING_WARLORD } from './misc/landing.ts';
import { silhouetteArt } from './misc/silhouette.ts';
import { regionEmblem, EMBLEM } from './map/emblems.ts';
import { worldMap, worldBackdrop, MAP, BACKDROP } from './map/world.ts';
import { CANVAS, traitLayer } from './portrait/layers.ts';
import { bareFace } from './portrait/faces.ts';
import { armArt, legArt, lidsArt, torsoArt } from './figure/body.ts';
import { beltArt } from './figure/compose.ts';
import {
  ARM_FRAME,
  BARE_FACE,
  beltImage,
  bodyImage,
  LEG_FRAME,
  lidsImage,
  TORSO_FRAME,
} from '../../src/client/scenes/warlord/warlord-anatomy.ts';
import { iconOf, TRAIT_ICON } from './portrait/icon.ts';
import type { ArtJob } from './render.ts';
import { voucherArt, lockedPath, VOUCHER } from './vouchers.ts';

const size = (f: { width: number; height: number }) => ({ width: f.width, height: f.height });

/** Every image, in a stable order. */
export function artJobs(): ArtJob[] {
  const jobs: ArtJob[] = [];
  for (const t of TRAITS)
    jobs.push({ path: t.img, width: CANVAS, height: CANVAS, draw: () => traitLayer(t.id) });
  for (const t of TRAITS)
    jobs.push({
      path: traitIcon(t),
      width: TRAIT_ICON,
      height: TRAIT_ICON,
      draw: () => iconOf(traitLayer(t.id), t.category !== 'Background'),
    });
  for (const item of ITEMS) {
    const draw = isPotion(item)
      ? () => potionIcon(item)
      : item.typeName === 'Spell'
        ? () => spellIcon(item)
        : () => meleeIcon(item);
    jobs.push({ path: item.img, width: ICON, height: ICON, draw });
    if (!isPotion(item)) {
      const held = item.typeName === 'Spell' ? () => spellHeld(item) : () => meleeHeld(item);
      jobs.push({ path: heldImage(item.id), width: ICON, height: ICON, draw: held });
    }
  }
  // The full figure's body parts: a set per suit (0: no suit), the lids of each face, the bare face.
  const suits = [0, ...TRAITS.filter((t) => traitCategoryOf(t.id) === 'Suit').map((t) => t.id % 100)];
  for (const i of suits) {
    jobs.push({ path: bodyImage(i, 'torso'), ...size(TORSO_FRAME), draw: () => torsoArt(i) });
    jobs.push({ path: bodyImage(i, 'arm'), ...size(ARM_FRAME), draw: () => armArt(i) });
    jobs.push({ path: bodyImage(i, 'leg'), ...size(LEG_FRAME), draw: () => legArt(i) });
  }
  const faces = [0, ...TRAITS.filter((t) => traitCategoryOf(t.id) === 'Face').map((t) => t.id % 100)];
  for (const i of faces)
    jobs.push({ path: lidsImage(i), width: CANVAS, height: CANVAS, draw: () => lidsArt(i) });
  jobs.push({ path: BARE_FACE, width: CANVAS, height: CANVAS, draw: bareFace });
  for (const item of ITEMS.filter(isPotion))
    jobs.push({ path: beltImage(item.id), width: ICON, height: ICON, draw: () => beltArt(item) });
  for (const v of VOUCHERS) {
    jobs.push({ path: v.image, ...VOUCHER, draw: () => voucherArt(v.key, false) });
    jobs.push({ path: lockedPath(v.image), ...VOUCHER, draw: () => voucherArt(v.key, true) });
  }
  for (const kind of CRATE_KINDS)
    jobs.push({ path: crateImage(kind), ...CRATE_SIZE, draw: () => crateArt(kind) });
  jobs.push({ path: '/images/gumball.png', ...GUMBALL_SIZE, draw: gumballArt });
  // The pull's reveal: the machine in layers (its balls and its crank move), client/scenes/reward-reveal.
  jobs.push({ path: '/images/gumball/stand.png', ...GUMBALL_SIZE, draw: gumballStandArt });
  jobs.push({ path: '/images/gumball/glass.png', ...GUMBALL_SIZE, draw: gumballGlassArt });
  jobs.push({ path: '/images/gumball/crank.png', ...CRANK_SIZE, draw: gumballCrankArt });
  jobs.push({ path: '/images/map/world.png', ...MAP, draw: worldMap });
  jobs.push({ path: '/images/map/world-backdrop.png', ...BACKDROP, draw: worldBackdrop });
  for (const r of REGIONS)
    jobs.push({ path: `/images/map/region-${r.id}.png`, ...EMBLEM, draw: () => regionEmblem(r.id) });
  // Each foe's three frames, and its chief's.
  for (const kind of FOE_KINDS)
    for (const chief of [false, true])
      for (const pose of FOE_POSES)
        jobs.push({ path: foeImage(kind, pose, chief), ...FOE_SIZE, draw: () => foeArt(kind, pose, chief) });
  jobs.push({ path: '/images/warlord-silhouette.png', width: CANVAS, height: CANVAS, draw: silhouetteArt });
  jobs.push({ path: '/images/landing-hero.png', ...HERO, draw: heroArt });
  // The web app manifest's icons (vite.config.ts): a tablet's home screen and its launcher's mask.
  for (const side of [192, 512])
    jobs.push({
      path: `/images/app/icon-${side}.png`,
      width: side,
      height: side,
      draw: () => appIcon(side, false),
    });
  jobs.push({
    path: '/images/app/maskable-512.png',
    width: 512,
    height: 512,
    draw: () => appIcon(512, true),
  });
  jobs.push({ path: '/images/landing/world.svg', ...MAP, draw: worldMap, format: 'svg' });
  jobs.push({ path: '/images/landing/warlord.svg', ...LANDING_WARLORD, draw: landingWarlord, format: 'svg' });
  return jobs;
}
