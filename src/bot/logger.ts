/** A log line's level, lowest first. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Structured logs: one JSON object a line, with a time, a level and a message. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Errors become their message (and code) so that a log line stays one readable object. */
function plain(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? { message: v.message, ...('code' in v ? { code: v.code } : {}) } : v;
  }
  return out;
}

/**
 * A logger writing JSON lines (to stderr by default, where process managers collect them);
 * tests pass their own `write` to read what was logged.
 */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  clock: () => number = Date.now,
): Logger {
  const at =
    (l: LogLevel) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[l] < ORDER[level]) return;
      write(JSON.stringify({ time: new Date(clock()).toISOString(), level: l, msg, ...plain(fields) }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that keeps nothing. */
export const silentLogger: Logger = createLogger('error', () => undefined);
