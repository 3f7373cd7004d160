import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import {
  DAILY_JOBS_AT,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_CONTACT_PHONE,
  DEFAULT_REMOTE_URLS,
  PROGRAM_TIME_ZONE,
  TEACHER_LIST_WHOLE_MAX,
} from 'shared-domain';

/** The repository root: ../.. from server/src/env.ts, and from the bundles in server/dist/ (scripts/build-server.mjs). */
export const REPO_ROOT = join(__dirname, '..', '..');

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IPv4/IPv6 address, a CIDR range (address/prefix length) or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true would believe X-Forwarded-For from every client, so anyone could pick their own address and escape the rate limits: name the proxy's own addresses or CIDR ranges instead (e.g. TRUST_PROXY=127.0.0.1 for nginx on this host, or 10.0.0.0/8)";

/**
 * Fastify's trustProxy: unset or 'false' trusts no proxy (req.ip is the peer). Otherwise a comma-separated list of
 * the proxies' own addresses or CIDR ranges (or proxy-addr's 'loopback', 'linklocal', 'uniquelocal'): only a
 * request arriving from one of them has its X-Forwarded-For believed, and only up to the first address that is not
 * a trusted proxy. 'true' (believe everyone) and hop counts are refused at start-up: a client that reaches the
 * server past the proxy, or a proxy that appends to the client's header, would let anyone pick their own address.
 */
function parseTrustProxy(v: string | undefined, ctx: z.RefinementCtx): false | string[] {
  if (!v || v === 'false') return false;
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
    return z.NEVER;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !isProxyAddress(a));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must list the proxies' addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8); not an address: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return list;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
    DATABASE_URL: optional,
    /**
     * 'demo': the demo data set is wanted. Read by `npm start` (scripts/start.mjs), which loads it into a new database
     * before the server starts; the server only says so when it is missing. No default turns it on.
     */
    SEED: z.enum(['demo', 'none']).default('none'),
    /** HS256 secret: 32 bytes at least (a shorter one refuses to start); unset, one is generated in DATA_DIR. */
    JWT_SECRET: optional.refine(
      (v) => v === undefined || Buffer.byteLength(v) >= 32,
      'JWT_SECRET must be at least 32 bytes (e.g. openssl rand -base64 48), or leave it unset to use a generated one kept in DATA_DIR',
    ),
    PUBLIC_URL: optional,
    SMTP_URL: optional,
    /** An HTTP SMS provider: text messages are POSTed to it as JSON { to, text } (Bearer SMS_TOKEN when set). */
    SMS_URL: optional,
    SMS_TOKEN: optional,
    MAIL_FROM: z.string().default('Teacher Portal <no-reply@example.org>'),
    CONTACT_EMAIL: z.string().default(DEFAULT_CONTACT_EMAIL),
    CONTACT_PHONE: z.string().default(DEFAULT_CONTACT_PHONE),
    /** How a teacher pays (no card payments), shown on the teacher's payments page. */
    PAYMENT_INSTRUCTIONS: z
      .string()
      .default(
        'Pay by check to the program, by bank transfer, or by payroll deduction through your district. Write your invoice number on the payment. Questions: contact the program.',
      ),
    /** The program's time zone: 'today' for field-supervision deadlines (an IANA zone name). */
    PROGRAM_TIME_ZONE: z
      .string()
      .default(PROGRAM_TIME_ZONE)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'PROGRAM_TIME_ZONE must be an IANA time zone such as America/Chicago'),
    /** When the daily jobs run, program-local (HH:MM, 24-hour), or 'off' (then only an admin's 'Run now' runs them). */
    DAILY_JOBS_AT: z
      .string()
      .trim()
      .default(DAILY_JOBS_AT)
      .refine((v) => v === 'off' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "DAILY_JOBS_AT must be a time such as 06:00, or 'off'"),
    // Up to this many teachers the staff list may load whole in the browser; above it, pages.
    TEACHER_LIST_WHOLE_MAX: z.coerce.number().int().min(0).default(TEACHER_LIST_WHOLE_MAX),
    REMOTE_PUBLIC_URL: z.string().default(DEFAULT_REMOTE_URLS.public),
    REMOTE_ADMIN_URL: z.string().default(DEFAULT_REMOTE_URLS.admin),
    REMOTE_SCHOOL_URL: z.string().default(DEFAULT_REMOTE_URLS.school),
    REMOTE_SUPERVISOR_URL: z.string().default(DEFAULT_REMOTE_URLS.supervisor),
    REMOTE_TEACHER_URL: z.string().default(DEFAULT_REMOTE_URLS.teacher),
    STATIC_ROOT: z.string().default(REPO_ROOT),
    TRUST_PROXY: optional.transform(parseTrustProxy),
    /** Browser tests only: '1' lets a page throw on request (`?__throw=render|chunk`) to test the error panel. */
    CLIENT_TEST_HOOKS: z
      .enum(['', '0', '1'], { error: "CLIENT_TEST_HOOKS must be '1' or unset" })
      .default('')
      .transform((v) => v === '1'),
    // The virus-scan hook. A command run on every uploaded document before it is accepted: the stored file's
    // path is appended as its last argument (or replaces {file}); exit 0 accepts it, 1 refuses it, anything else fails
    // the upload. Unset: no scan.
    DOCUMENT_SCAN_COMMAND: optional,
    // ops: GET /metrics (Prometheus) with `Authorization: Bearer METRICS_TOKEN`; unset, there is no /metrics.
    METRICS_TOKEN: optional.refine(
      (v) => v === undefined || v.length >= 16,
      'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24), or leave it unset to turn /metrics off',
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((e) => ({
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.output<typeof envSchema>;

/** Reads and validates the environment; the only place that looks at process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return result.data;
}
