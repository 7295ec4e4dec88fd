import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  values: number[];
  color: string;
}

/** A uPlot line chart of day-indexed series (x: the days, as UTC midnights). */
export function LineChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: 220,
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor', size: 64 }],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    return () => plot.destroy();
  }, [days, series]);
  return (
    <figure className="admin-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} data-testid={`chart-${title}`} />
    </figure>
  );
}
