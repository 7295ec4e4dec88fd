/**
 * Input validation with zod and the spec's messages (product-spec section 5): 'Required',
 * 'Expected X, received Y', 'Invalid email address', 'Invalid URL'.
 */
import { z } from 'zod';

export type FieldKind = 'text' | 'email' | 'url' | 'ethWallet' | 'solWallet';

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** A string schema whose type error reads 'Required' or 'Expected string, received number'. */
function text() {
  return z.string({
    error: (iss) =>
      iss.input === undefined
        ? 'Required'
        : `Expected ${iss.expected ?? 'string'}, received ${typeOf(iss.input)}`,
  });
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ETH = /^0x[0-9a-fA-F]{40}$/;
const SOL = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const PATTERNS: Record<Exclude<FieldKind, 'text'>, { re: RegExp; message: string }> = {
  email: { re: EMAIL, message: 'Invalid email address' },
  url: { re: HTTP_URL, message: 'Invalid URL' },
  ethWallet: { re: ETH, message: 'Invalid Ethereum wallet: 0x and 40 hex digits' },
  solWallet: { re: SOL, message: 'Invalid Solana wallet: 32 to 44 base58 characters' },
};

/** The schema of one input. An optional input accepts the empty string (meaning "none"). */
export function fieldSchema(kind: FieldKind, required = false): z.ZodType<string> {
  const base = required ? text().min(1, { error: 'Required' }) : text();
  if (kind === 'text') return base.max(64, { error: 'At most 64 characters' });
  const { re, message } = PATTERNS[kind];
  return base.refine((v) => (!required && v === '') || re.test(v), { error: message });
}

/** The first message of each invalid field, by field name; empty when every field is valid. */
export function validateFields(
  fields: readonly { name: string; kind: FieldKind; required?: boolean }[],
  values: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const result = fieldSchema(f.kind, f.required).safeParse(values[f.name]);
    if (!result.success) errors[f.name] = result.error.issues[0]?.message ?? 'Invalid';
  }
  return errors;
}
