/** A source of uniform numbers in [0, 1). Every random draw of the game goes through one. */
export interface Rng {
  next(): number;
}

/**
 * A small seeded generator (sfc32 seeded through splitmix32) for tests and replays:
 * the same seed always gives the same sequence.
 */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return {
    next() {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
      return t / 4294967296;
    },
  };
}

/**
 * The server's generator: Web Crypto's getRandomValues (a global in browsers and Node),
 * drawn in batches so each number costs little.
 */
export function cryptoRng(): Rng {
  const buffer = new Uint32Array(256);
  let index = buffer.length;
  return {
    next() {
      if (index >= buffer.length) {
        globalThis.crypto.getRandomValues(buffer);
        index = 0;
      }
      return buffer[index++]! / 4294967296;
    },
  };
}

/** A whole number in [min, max], both included. */
export function rollInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

/** Picks one entry with probability proportional to its weight. */
export function pickWeighted<T extends { weight: number }>(rng: Rng, entries: readonly T[]): T {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let roll = rng.next() * total;
  for (const entry of entries) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return entries[entries.length - 1]!;
}

/** Picks one element uniformly. */
export function pickOne<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng.next() * list.length)]!;
}
