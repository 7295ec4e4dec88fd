import { downloadCsv, toCsv } from './csv.ts';

/** A plain table with its CSV export. */
export function DataTable({
  name,
  header,
  rows,
}: {
  name: string;
  header: string[];
  rows: (string | number)[][];
}) {
  return (
    <section className="admin-table">
      <div className="admin-table__head">
        <h3>{name}</h3>
        <button
          type="button"
          onClick={() => downloadCsv(`${name.toLowerCase().replace(/\W+/g, '-')}.csv`, toCsv(header, rows))}
        >
          CSV
        </button>
      </div>
      {/* Focusable, so that a keyboard scrolls it too (it scrolls on its own past 360 px). */}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={`${name} table`}>
        <table>
          <thead>
            <tr>
              {header.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={header.length}>Nothing yet</td>
              </tr>
            ) : (
              rows.map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
