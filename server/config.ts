import path from "node:path";
import { z } from "zod";
import { institution } from "../content/institution";
import { BACKUP_KEY_MIN_LENGTH } from "./platform/backup/backup-encryption";
import type { DatabaseOptions } from "./platform/db/database";

/** An unset variable and an empty one mean the same: use the default. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const originList = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return [];
      const origins = value.split(",").map((origin) => origin.trim()).filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = undefined;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, "")) {
          ctx.addIssue({ code: "custom", message: `"${origin}" is not an origin like https://example.org` });
          return z.NEVER;
        }
      }
      return origins.map((origin) => origin.replace(/\/$/, ""));
    }),
);

/** `office@college.example` or `Godavari Institute <office@college.example>`. */
const mailbox = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;
/** Object storage is configured by all of these together, or by none (files stay in DATA_DIR). */
const S3_VARIABLES = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const EnvironmentSchema = z
  .object({
    PORT: optionalText
      .transform((value) => value ?? "3000")
      .pipe(z.coerce.number<string>().int().min(0).max(65535)),
    HOST: optionalText.pipe(z.string().default("0.0.0.0")),
    DATA_DIR: optionalText.pipe(z.string().default("./data")),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{3,64}$/, "use 3 to 64 letters, digits, dots, dashes or underscores")
        .optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(10, "must be at least 10 characters").max(256).optional(),
    ),
    SAMPLE_CONTENT: optionalText,
    CORS_ORIGINS: originList,
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    BUILD_DIR: optionalText.pipe(z.string().default("build")),
    TRUST_PROXY: optionalText
      .transform((value) => value ?? "0")
      .pipe(z.string().regex(/^(?:[0-9]|10)$/, "must be how many proxies stand in front of the server: 0 (none), 1, 2, … up to 10"))
      .transform(Number),
    LOG_LEVEL: optionalText.pipe(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    BACKUP_EVERY_HOURS: optionalText
      .transform((value) => value ?? "24")
      .pipe(z.coerce.number<string>().min(0, "must be 0 (off) or more").max(24 * 31)),
    BACKUP_KEEP: optionalText
      .transform((value) => value ?? "14")
      .pipe(z.coerce.number<string>().int().min(1).max(1000)),
    BACKUP_ENCRYPTION_KEY: optionalText.pipe(
      z
        .string()
        .min(BACKUP_KEY_MIN_LENGTH, `must be at least ${BACKUP_KEY_MIN_LENGTH} characters: a long random passphrase, kept where the backups are not`)
        .max(1024)
        .optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes")
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be the service's address, like https://s3.ap-south-1.amazonaws.com" }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    NODE_ENV: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .url({ protocol: /^smtps?$/, error: "must be a URL like smtp://user:password@host:587 (or smtps://)" })
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(mailbox, 'must be an address, or a name and an address like "College <office@college.example>"')
        .optional(),
    ),
    ADMISSIONS_NOTIFY_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither",
    path: ["ADMIN_USERNAME"],
  })
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, {
    // Otherwise the links in mail would name whatever host a request claimed: a stranger could
    // send the office a notice that points to their own site.
    message: "must be set with SMTP_URL: the links in mail name the site by it, like https://college.example",
    path: ["PUBLIC_URL"],
  })
  .superRefine((env, ctx) => {
    const missing = S3_VARIABLES.filter((name) => !env[name]);
    // Half a bucket configuration would silently keep files on the local disk: refuse it.
    if (missing.length === 0 || missing.length === S3_VARIABLES.length) return;
    for (const name of missing) {
      ctx.addIssue({ code: "custom", path: [name], message: `must be set too: object storage needs all of ${S3_VARIABLES.join(", ")}, or none of them` });
    }
  });

/** An S3-compatible service (AWS, MinIO, Cloudflare R2, DigitalOcean Spaces, …) and one bucket in it. */
export type S3Settings = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  sampleContent: boolean;
  corsOrigins: string[];
  /** Absolute site address for canonical links and share previews; else taken from the request (never for mail). */
  publicUrl: string | undefined;
  logLevel: string;
  /**
   * How many reverse proxies stand in front of the server (0: none). A client's address, for rate
   * limits and the audit log, is the one the farthest of them saw: that many entries from the right
   * of X-Forwarded-For. Anything a client writes further left is its own invention.
   */
  trustedProxies: number;
  /** Where the built pages are (default `build`); lets parallel local test runs keep separate builds. */
  buildDir: string;
  /**
   * Scheduled backups into DATA_DIR/backups: every so many hours (0: none), keeping the newest
   * `keep`. With `encryptionKey`, every backup is encrypted with it and a restore needs it.
   */
  backups: { everyHours: number; keep: number; encryptionKey: string | undefined };
  /** With these, uploads, documents and files live in that bucket instead of DATA_DIR. */
  s3: S3Settings | undefined;
  /** Tests only: the embedded database lives in memory (see `DatabaseOptions.inMemory`). */
  inMemoryDatabase?: DatabaseOptions["inMemory"];
  /** Tests only: the span over which a request body's pace is judged (server/platform/http/slow-bodies.ts; 30 s unless set). */
  bodyTimeoutMs?: number;
  /** Tests only: the clock that decides what is public now and how long a kept answer stays true (the real one unless set). */
  clock?: () => Date;
  /** development: Vite serves the pages with hot reload instead of the production build. */
  development: boolean;
  /** Outgoing mail; without SMTP_URL no mail is queued at all. */
  mail: MailConfig | undefined;
};

export type MailConfig = {
  smtpUrl: string;
  /** The From of every message. */
  from: string;
  /** Who the office's notice of each new application goes to, if anyone. */
  admissionsNotifyEmail: string | undefined;
  /** PUBLIC_URL, required with SMTP_URL: the only site address the links in mail may name. */
  publicUrl: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvironmentSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const parsed = result.data;
  const publicUrl = parsed.PUBLIC_URL?.replace(/\/$/, "");
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    admin:
      parsed.ADMIN_USERNAME && parsed.ADMIN_PASSWORD
        ? { username: parsed.ADMIN_USERNAME, password: parsed.ADMIN_PASSWORD }
        : undefined,
    sampleContent: parsed.SAMPLE_CONTENT !== "0",
    corsOrigins: parsed.CORS_ORIGINS,
    publicUrl,
    logLevel: parsed.LOG_LEVEL,
    trustedProxies: parsed.TRUST_PROXY,
    buildDir: path.resolve(parsed.BUILD_DIR),
    backups: { everyHours: parsed.BACKUP_EVERY_HOURS, keep: parsed.BACKUP_KEEP, encryptionKey: parsed.BACKUP_ENCRYPTION_KEY },
    s3:
      parsed.S3_BUCKET && parsed.S3_ENDPOINT && parsed.S3_REGION && parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? {
            bucket: parsed.S3_BUCKET,
            endpoint: parsed.S3_ENDPOINT,
            region: parsed.S3_REGION,
            accessKeyId: parsed.S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    development: parsed.NODE_ENV === "development",
    mail:
      parsed.SMTP_URL && publicUrl
        ? {
            smtpUrl: parsed.SMTP_URL,
            from: parsed.MAIL_FROM ?? `${institution.collegeName} <${institution.admissionsEmail}>`,
            admissionsNotifyEmail: parsed.ADMISSIONS_NOTIFY_EMAIL,
            publicUrl,
          }
        : undefined,
  };
}
