// `npm run backup -- FILE.tar.gz` and `npm run restore -- FILE.tar.gz [--force]` (TypeScript loaded through tsx).
const { register } = await import("tsx/esm/api");
register();
await import("../server/platform/cli/backup-cli.ts");
