/** The bench's one table: figures, the ratios to the ceilings and whether each target is met. */
import type { Measure } from './load.ts';

export interface Line {
  section: string;
  what: string;
  m?: Measure;
  /** e.g. "0.82 of SELECT" */
  ratio?: string;
  target?: string;
  met?: boolean;
  /** A line that is not a load figure (seed time, a score). */
  note?: string;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function printTable(lines: Line[]): string {
  const head = [
    pad('section', 16),
    pad('what', 30),
    lpad('req/s', 8),
    lpad('p50 ms', 7),
    lpad('p99 ms', 7),
    lpad('bad', 5),
    '  ',
    pad('ratio', 20),
    pad('target', 26),
    'met',
  ];
  const out = [head.join(' '), '-'.repeat(132)];
  for (const l of lines) {
    const fig = l.m
      ? [
          lpad(l.m.rps.toFixed(0), 8),
          lpad(l.m.p50.toFixed(1), 7),
          lpad(l.m.p99.toFixed(1), 7),
          lpad(String(l.m.bad), 5),
        ]
      : [pad(l.note ?? '', 30)];
    const met = l.met === undefined ? '' : l.met ? 'yes' : 'NO';
    out.push(
      [
        pad(l.section, 16),
        pad(l.what, 30),
        ...fig,
        '  ',
        pad(l.ratio ?? '', 20),
        pad(l.target ?? '', 26),
        met,
      ].join(' '),
    );
  }
  return out.join('\n');
}
