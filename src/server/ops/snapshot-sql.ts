/**
 * What a snapshot of `npm run backup` may hold, so that restoring a file runs nothing else: the
 * statements PGlite's pg_dump writes for this game's schema and data (settings of the session,
 * schemas, tables, sequences, constraints, indexes, rows as INSERTs of literal values, sequence
 * positions, owners set to `postgres`). A function, trigger, role, grant, rule, `DO` block or any
 * expression calling a function outside the few the schema uses is refused, with the statement.
 */

const HEADER = '--\n-- PostgreSQL database dump\n--';
const FOOTER = '-- PostgreSQL database dump complete';

/** Thrown for a file that is not a snapshot; its message names the first statement refused. */
export class NotASnapshot extends Error {}

const SESSION_SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_tablespace',
  'default_table_access_method',
]);

/** A table or sequence name as pg_dump writes it: schema-qualified, lower case. */
const NAME = String.raw`(?:public|drizzle)\.[a-z_][a-z0-9_]*`;
const COLUMNS = String.raw`\([a-z0-9_, ]+\)`;

/** The statement forms of a snapshot, besides CREATE TABLE, CREATE INDEX and INSERT (checked below). */
const FORMS: RegExp[] = [
  /^SELECT pg_catalog\.set_config\('search_path', '', false\)$/,
  new RegExp(String.raw`^SELECT pg_catalog\.setval\('${NAME}', \d+, (?:true|false)\)$`),
  /^CREATE SCHEMA [a-z_]+$/,
  new RegExp(String.raw`^ALTER (?:SCHEMA [a-z_]+|TABLE ${NAME}|SEQUENCE ${NAME}) OWNER TO postgres$`),
  new RegExp(
    String.raw`^CREATE SEQUENCE ${NAME}(?:\s+AS (?:integer|bigint))?\s+START WITH 1\s+INCREMENT BY 1\s+NO MINVALUE\s+NO MAXVALUE\s+CACHE 1$`,
  ),
  new RegExp(String.raw`^ALTER SEQUENCE ${NAME} OWNED BY ${NAME}\.[a-z_]+$`),
  new RegExp(
    String.raw`^ALTER TABLE ONLY ${NAME} ALTER COLUMN [a-z_]+ SET DEFAULT nextval\('${NAME}'::regclass\)$`,
  ),
  new RegExp(
    String.raw`^ALTER TABLE ONLY ${NAME}\s+ADD CONSTRAINT [a-z0-9_]+ (?:PRIMARY KEY|UNIQUE) ${COLUMNS}$`,
  ),
  new RegExp(
    String.raw`^ALTER TABLE ONLY ${NAME}\s+ADD CONSTRAINT [a-z0-9_]+ FOREIGN KEY ${COLUMNS} REFERENCES ${NAME}${COLUMNS}(?: ON DELETE (?:CASCADE|SET NULL))?$`,
  ),
];

/** Words a table's or an index's expressions may put before a parenthesis: no other function. */
const CALLS = new Set([
  'coalesce',
  'check',
  'key',
  'and',
  'or',
  'not',
  'as',
  'any',
  'btree',
  'nextval',
  'jsonb_path_exists',
  'gen_random_uuid',
  'unique',
  'include',
  // A partial index's predicate (the leaderboard's key, migration 0013): its own calls are checked too.
  'where',
  'with',
  'varying',
  'numeric',
  'in',
]);

/** The statements of an SQL text, its comments left out; throws on dollar quotes and block comments. */
export function statementsOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') throw new NotASnapshot('A snapshot holds no block comment');
    if (c === '$' && /^\$[A-Za-z_]*\$/.test(text.slice(i, i + 64))) {
      throw new NotASnapshot('A snapshot holds no dollar-quoted text (a function body)');
    }
    if (c === "'" || c === '"') {
      // A literal or a quoted name, doubled quotes inside; an E'' literal may escape with backslashes.
      const escapes = c === "'" && /[Ee]/.test(current.at(-1) ?? '') && !/\w/.test(current.at(-2) ?? '');
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw new NotASnapshot('A quote is never closed');
        if (escapes && text[j] === '\\') j += 2;
        else if (text[j] === c && text[j + 1] === c) j += 2;
        else if (text[j] === c) break;
        else j++;
      }
      current += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === ';') {
      if (current.trim() !== '') out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += c;
    i++;
  }
  if (current.trim() !== '') throw new NotASnapshot('The last statement has no end');
  return out;
}

/** The statement with its literals and quoted names emptied, for looking at its words. */
const bare = (statement: string) =>
  statement.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""');

/** Whether a CREATE TABLE's or CREATE INDEX's expressions call only what the schema uses. */
function callsAllowed(statement: string): boolean {
  for (const [, word] of bare(statement).matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g)) {
    const w = word!.toLowerCase();
    if (CALLS.has(w) || new RegExp(`^${NAME}$`).test(w)) continue;
    return false;
  }
  return true;
}

/** Whether an INSERT's values are literals only (quoted text, numbers, NULL, true, false). */
function literalRow(statement: string): boolean {
  const m = new RegExp(String.raw`^INSERT INTO ${NAME}(?: ${COLUMNS})? VALUES \((.*)\)$`, 's').exec(
    bare(statement),
  );
  if (!m) return false;
  return m[1]!
    .split(',')
    .every((v) =>
      /^\s*(?:''|NULL|true|false|DEFAULT|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|'NaN'|'Infinity')\s*$/i.test(v),
    );
}

/** Whether one statement is of a form a snapshot holds. */
function allowed(statement: string): boolean {
  const s = statement.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
  const set = /^SET ([a-z_]+) = ('[A-Za-z0-9_]*'|[A-Za-z0-9_]+)$/.exec(s);
  if (set) return SESSION_SETTINGS.has(set[1]!);
  if (FORMS.some((f) => f.test(s))) return true;
  if (new RegExp(String.raw`^CREATE TABLE ${NAME} \(`).test(s)) return callsAllowed(s);
  if (new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX [a-z0-9_]+ ON ${NAME} USING btree \(`).test(s)) {
    return callsAllowed(s);
  }
  if (s.startsWith('INSERT INTO ')) return literalRow(statement);
  return false;
}

/**
 * The statements of a snapshot, checked: the file must be a whole pg_dump (its first and last
 * lines) and hold only the statements a snapshot holds. Throws NotASnapshot otherwise.
 */
export function snapshotStatements(text: string): string[] {
  const normal = text.replace(/\r\n/g, '\n');
  if (!normal.startsWith(HEADER)) throw new NotASnapshot('This is not a pg_dump file (its first lines)');
  if (!normal.trimEnd().replace(/\n--$/, '').endsWith(FOOTER)) {
    throw new NotASnapshot('This snapshot is cut short (no "dump complete" line)');
  }
  const statements = statementsOf(normal);
  for (const s of statements) {
    if (!allowed(s)) throw new NotASnapshot(`A snapshot does not hold this statement: ${s.slice(0, 200)}`);
  }
  return statements;
}
