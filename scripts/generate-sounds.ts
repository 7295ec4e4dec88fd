/**
 * `npm run sounds`: synthesises the game's short sound effects (sine, square and seeded noise under
 * envelopes) into 16-bit mono PCM WAV files, assets/sounds/{name}.wav. Also run by the art script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRng } from '../src/rules/rng.ts';

const RATE = 22050;

/** The sound effects the client can play. */
export const SOUND_NAMES = [
  'click',
  'send',
  'pass',
  'fail',
  'reward',
  'crate',
  'gumball',
  'clash',
  'shards',
  'rare',
  'legendary',
  'equip',
  'levelup',
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

type Wave = (phase: number) => number;
const sine: Wave = (p) => Math.sin(2 * Math.PI * p);
const square: Wave = (p) => (p % 1 < 0.5 ? 0.6 : -0.6);
const triangle: Wave = (p) => 1 - 4 * Math.abs((p % 1) - 0.5);

/** A note: wave from start (s) for dur (s), frequency sliding f0 -> f1, quick attack and exponential decay. */
interface Note {
  wave: Wave;
  start: number;
  dur: number;
  f0: number;
  f1?: number;
  gain: number;
  decay?: number;
}

function render(
  length: number,
  notes: readonly Note[],
  noise: readonly { start: number; dur: number; gain: number; seed: number }[] = [],
): Float32Array {
  const out = new Float32Array(Math.round(length * RATE));
  for (const n of notes) {
    let phase = 0;
    const first = Math.round(n.start * RATE);
    const count = Math.round(n.dur * RATE);
    for (let i = 0; i < count && first + i < out.length; i++) {
      const t = i / RATE;
      const f = n.f0 + ((n.f1 ?? n.f0) - n.f0) * (i / count);
      phase += f / RATE;
      const attack = Math.min(1, t / 0.005);
      const env = attack * Math.exp(-t * (n.decay ?? 6)) * Math.min(1, (count - i) / (0.01 * RATE));
      out[first + i]! += n.wave(phase) * env * n.gain;
    }
  }
  for (const z of noise) {
    const rng = seededRng(z.seed);
    const first = Math.round(z.start * RATE);
    const count = Math.round(z.dur * RATE);
    let low = 0;
    for (let i = 0; i < count && first + i < out.length; i++) {
      low += (rng.next() * 2 - 1 - low) * 0.35;
      out[first + i]! += low * z.gain * (1 - i / count) ** 2;
    }
  }
  return out;
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

const SOUNDS: Record<SoundName, () => Float32Array> = {
  click: () =>
    render(0.05, [{ wave: square, start: 0, dur: 0.04, f0: 1400, f1: 900, gain: 0.25, decay: 60 }]),
  send: () =>
    render(
      0.45,
      [{ wave: triangle, start: 0, dur: 0.4, f0: 260, f1: 880, gain: 0.35, decay: 4 }],
      [{ start: 0, dur: 0.4, gain: 0.5, seed: 11 }],
    ),
  pass: () =>
    render(0.6, [
      { wave: sine, start: 0, dur: 0.2, f0: C5, gain: 0.4 },
      { wave: sine, start: 0.1, dur: 0.2, f0: E5, gain: 0.4 },
      { wave: sine, start: 0.2, dur: 0.38, f0: G5, gain: 0.45, decay: 5 },
      { wave: triangle, start: 0.2, dur: 0.38, f0: C6, gain: 0.15, decay: 5 },
    ]),
  fail: () =>
    render(0.55, [
      { wave: square, start: 0, dur: 0.22, f0: 330, f1: 300, gain: 0.22, decay: 4 },
      { wave: square, start: 0.22, dur: 0.3, f0: 247, f1: 180, gain: 0.22, decay: 5 },
    ]),
  reward: () =>
    render(
      0.8,
      [C6, 1318.5, 1568, 2093]
        .map((f, i) => ({ wave: sine, start: i * 0.08, dur: 0.5, f0: f, gain: 0.3, decay: 7 }))
        .concat([{ wave: triangle, start: 0.32, dur: 0.45, f0: 2093 * 1.5, gain: 0.08, decay: 8 }]),
    ),
  crate: () =>
    render(
      0.75,
      [
        { wave: sine, start: 0, dur: 0.18, f0: 140, f1: 70, gain: 0.7, decay: 18 },
        { wave: sine, start: 0.2, dur: 0.5, f0: G5, gain: 0.2, decay: 6 },
        { wave: sine, start: 0.26, dur: 0.45, f0: C6, gain: 0.2, decay: 6 },
      ],
      [{ start: 0, dur: 0.12, gain: 0.7, seed: 23 }],
    ),
  gumball: () =>
    render(
      0.9,
      [
        { wave: sine, start: 0.36, dur: 0.2, f0: 900, f1: 500, gain: 0.3, decay: 8 },
        { wave: sine, start: 0.58, dur: 0.14, f0: 700, f1: 400, gain: 0.25, decay: 10 },
        { wave: sine, start: 0.72, dur: 0.16, f0: 600, f1: 300, gain: 0.2, decay: 10 },
      ],
      [0, 0.1, 0.2].map((start, i) => ({ start, dur: 0.04, gain: 0.8, seed: 31 + i })),
    ),
  clash: () =>
    render(
      0.35,
      [
        { wave: triangle, start: 0, dur: 0.3, f0: 2400, f1: 1800, gain: 0.25, decay: 14 },
        { wave: sine, start: 0, dur: 0.2, f0: 180, f1: 90, gain: 0.5, decay: 16 },
      ],
      [{ start: 0, dur: 0.1, gain: 0.8, seed: 41 }],
    ),
  shards: () =>
    render(
      0.5,
      [0, 0.07, 0.14, 0.21].map((start, i) => ({
        wave: sine,
        start,
        dur: 0.22,
        f0: 1900 + i * 230,
        gain: 0.28,
        decay: 16,
      })),
    ),
  rare: () =>
    render(
      0.9,
      [1568, 2093, 2637, 3136, 2637, 3136].map((f, i) => ({
        wave: sine,
        start: i * 0.07,
        dur: 0.45,
        f0: f,
        gain: 0.2,
        decay: 7,
      })),
    ),
  legendary: () =>
    render(1.5, [
      ...[C5, E5, G5].map((f, i) => ({
        wave: triangle,
        start: i * 0.16,
        dur: 0.3,
        f0: f,
        gain: 0.35,
        decay: 4,
      })),
      { wave: triangle, start: 0.5, dur: 0.95, f0: C6, gain: 0.4, decay: 2.2 },
      { wave: sine, start: 0.5, dur: 0.95, f0: G5, gain: 0.25, decay: 2.2 },
      { wave: sine, start: 0.5, dur: 0.95, f0: E5, gain: 0.25, decay: 2.2 },
    ]),
  equip: () =>
    render(
      0.25,
      [{ wave: square, start: 0.02, dur: 0.12, f0: 1300, f1: 2200, gain: 0.15, decay: 24 }],
      [{ start: 0, dur: 0.08, gain: 0.6, seed: 53 }],
    ),
  levelup: () =>
    render(0.95, [
      { wave: triangle, start: 0, dur: 0.14, f0: G5 / 2, gain: 0.35 },
      { wave: triangle, start: 0.14, dur: 0.14, f0: C5, gain: 0.35 },
      { wave: triangle, start: 0.28, dur: 0.14, f0: E5, gain: 0.35 },
      { wave: triangle, start: 0.42, dur: 0.5, f0: G5, gain: 0.4, decay: 3 },
      { wave: sine, start: 0.42, dur: 0.5, f0: C6, gain: 0.2, decay: 3 },
    ]),
};

/**
 * The mix (art-direction.md): clicks quietest, rewards louder, fanfares loudest. Each sound is
 * scaled so its loudest sample is this peak: nothing clips, and the order of loudness holds.
 */
const PEAK: Record<SoundName, number> = {
  click: 0.3,
  equip: 0.45,
  fail: 0.45,
  clash: 0.5,
  send: 0.55,
  pass: 0.6,
  shards: 0.55,
  gumball: 0.6,
  crate: 0.65,
  reward: 0.6,
  rare: 0.7,
  levelup: 0.8,
  legendary: 0.85,
};

/** Scales a sound so its loudest sample is at `peak`: every effect plays at the same level. */
function normalize(samples: Float32Array, peak = 0.7): Float32Array {
  const max = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  return max === 0 ? samples : samples.map((v) => (v * peak) / max);
}

/** A 16-bit mono PCM WAV file of samples in -1..1. */
export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Writes every sound into `dir`; returns the bytes written. */
export function generateSounds(dir: string): number {
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const name of SOUND_NAMES) {
    const file = wav(normalize(SOUNDS[name](), PEAK[name]));
    writeFileSync(join(dir, `${name}.wav`), file);
    bytes += file.length;
  }
  return bytes;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'assets', 'sounds');
  console.log(`sounds: ${SOUND_NAMES.length} files, ${(generateSounds(dir) / 1024).toFixed(0)} KiB`);
}
