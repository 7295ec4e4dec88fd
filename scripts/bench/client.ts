import type { Line } from './table.ts';
export async function clientFigures(): Promise<Line[]> {
  return [];
}
