/**
 * The stage run's foes (420 x 440, feet at 210, 430, about 400 tall, facing left toward the
 * Warlord): one design a biome family, in the map's style, bold ink outlines over soft gradients,
 * glowing eyes. Two families come in two colours (the golems of ice and storm, the knights of the
 * citadel and the throne). Each design draws three frames (parts.ts): standing, striking, hurt,
 * and the same three as its kind's chief (`chief`, a region's last stage): dressed in gold and
 * ember, crowned or horned, spikier, scarred, on the same canvas and feet.
 */
import { FOE_CANVAS, type FoeKind, type FoePose } from '../../../src/client/scenes/stage-run/stage-foes.ts';
import { horror, scorpion, wolf } from './beasts.ts';
import { fiend, golem, troll } from './brutes.ts';
import { knight, sentinel } from './warriors.ts';

export const FOE_SIZE = FOE_CANVAS;

/** The SVG body of a foe's picture in `pose`, or of its chief's. */
export function foeArt(kind: FoeKind, pose: FoePose = 'idle', chief = false): string {
  switch (kind) {
    case 'scorpion':
      return scorpion(pose, chief);
    case 'troll':
      return troll(pose, chief);
    case 'frost-golem':
      return golem('#8fb6d2', '#7cc4dd', true, pose, chief);
    case 'storm-golem':
      return golem('#6d7488', '#ffe14d', false, pose, chief);
    case 'fiend':
      return fiend(pose, chief);
    case 'wolf':
      return wolf(pose, chief);
    case 'sentinel':
      return sentinel(pose, chief);
    case 'knight':
      return knight('#3f3950', '#b04a3a', '#ff6a3d', false, pose, chief);
    case 'champion':
      return knight('#d4a017', '#fff2c0', '#9fe6ff', true, pose, chief);
    case 'horror':
      return horror(pose, chief);
  }
}
