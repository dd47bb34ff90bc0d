import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("uses the contract's defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      admin: undefined,
      sampleContent: true,
      corsOrigins: [],
      trustedProxies: 0,
    });
  });

  it("reads every variable, treating empty ones as unset", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/college",
      DATABASE_URL: "postgres://user:secret@db:5432/college",
      ADMIN_USERNAME: "principal",
      ADMIN_PASSWORD: "a long enough password",
      SAMPLE_CONTENT: "0",
      CORS_ORIGINS: "https://a.example, https://b.example/",
      LOG_LEVEL: "",
      TRUST_PROXY: "2",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/srv/college",
      databaseUrl: "postgres://user:secret@db:5432/college",
      admin: { username: "principal", password: "a long enough password" },
      sampleContent: false,
      corsOrigins: ["https://a.example", "https://b.example"],
      logLevel: "info",
      trustedProxies: 2,
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL/],
    [{ ADMIN_USERNAME: "admin" }, /ADMIN_USERNAME/],
    [{ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD/],
    [{ CORS_ORIGINS: "not a url" }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: "https://a.example/path" }, /CORS_ORIGINS/],
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY must be how many proxies/],
    [{ TRUST_PROXY: "-1" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "11" }, /TRUST_PROXY/],
    [{ SMTP_URL: "http://mail.example" }, /SMTP_URL/],
    [{ SMTP_URL: "mail.example:587" }, /SMTP_URL/],
    [{ SMTP_URL: "smtp://mail.example", PUBLIC_URL: "https://college.example", MAIL_FROM: "not an address" }, /MAIL_FROM/],
    [{ SMTP_URL: "smtp://mail.example", PUBLIC_URL: "https://college.example", ADMISSIONS_NOTIFY_EMAIL: "office" }, /ADMISSIONS_NOTIFY_EMAIL/],
  ])("refuses %o", (env, field) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(field);
  });

  it("sends mail only with SMTP_URL, from MAIL_FROM or the college's admissions address", () => {
    expect(parseConfig({ MAIL_FROM: "office@college.example", ADMISSIONS_NOTIFY_EMAIL: "office@college.example" }).mail).toBeUndefined();
    expect(parseConfig({ SMTP_URL: "smtps://user:p%40ss@mail.example:465", PUBLIC_URL: "https://college.example/" }).mail).toEqual({
      smtpUrl: "smtps://user:p%40ss@mail.example:465",
      from: "Godavari Institute of Pharmacy <admissions@godavari-pharmacy.example>",
      admissionsNotifyEmail: undefined,
      publicUrl: "https://college.example",
    });
    expect(
      parseConfig({
        SMTP_URL: "smtp://127.0.0.1:2525",
        PUBLIC_URL: "https://college.example",
        MAIL_FROM: "Admissions Office <admissions@college.example>",
        ADMISSIONS_NOTIFY_EMAIL: "office@college.example",
      }).mail,
    ).toEqual({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "Admissions Office <admissions@college.example>",
      admissionsNotifyEmail: "office@college.example",
      publicUrl: "https://college.example",
    });
  });

  it("refuses SMTP_URL without PUBLIC_URL: links in mail never follow the address a request names", () => {
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example:587" })).toThrow(
      new ConfigError("Invalid configuration: PUBLIC_URL must be set with SMTP_URL: the links in mail name the site by it, like https://college.example"),
    );
  });

  it("takes a BACKUP_ENCRYPTION_KEY of 32 characters or more, and names a shorter one without showing it", () => {
    expect(parseConfig({}).backups.encryptionKey).toBeUndefined();
    const key = "a".repeat(31) + "b";
    expect(parseConfig({ BACKUP_ENCRYPTION_KEY: key }).backups).toEqual({ everyHours: 24, keep: 14, encryptionKey: key });
    const short = "only-thirty-one-characters-long";
    expect(() => parseConfig({ BACKUP_ENCRYPTION_KEY: short })).toThrow(
      new ConfigError("Invalid configuration: BACKUP_ENCRYPTION_KEY must be at least 32 characters: a long random passphrase, kept where the backups are not"),
    );
  });

  const s3 = {
    S3_BUCKET: "college-files",
    S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com",
    S3_REGION: "ap-south-1",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("keeps files in DATA_DIR unless every S3_* setting is given", () => {
    expect(parseConfig({}).s3).toBeUndefined();
    expect(parseConfig(s3).s3).toEqual({
      bucket: "college-files",
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      region: "ap-south-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
    });
  });

  it("refuses some S3_* settings without the others, naming each one missing", () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => parseConfig(partial)).toThrow(
      /S3_REGION must be set too: object storage needs all of S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, or none of them; S3_SECRET_ACCESS_KEY must be set too/,
    );
  });

  it.each([
    [{ ...s3, S3_ENDPOINT: "s3.example.org" }, /S3_ENDPOINT must be the service's address/],
    [{ ...s3, S3_BUCKET: "College Files" }, /S3_BUCKET must be a bucket name/],
  ])("refuses a malformed S3 setting %#", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: "not-a-port" }, /^Invalid configuration: PORT /],
    [{ SMTP_URL: "smtp://mail.example:587", PUBLIC_URL: "" }, /^Invalid configuration: PUBLIC_URL must be set with SMTP_URL/],
  ])("stops the server with one clear line and exit code 1 on a bad value %#", (env, line) => {
    // A data folder of its own, so a server that wrongly starts writes nothing into the project.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-config-"));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, ...env },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});
