// `npm run admin -- password <username>`: administrator account tasks (TypeScript loaded through tsx).
const { register } = await import("tsx/esm/api");
register();
await import("../server/platform/cli/admin-cli.ts");
