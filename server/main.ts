import { buildApp } from "./app";
import { ConfigError, parseConfig } from "./config";
import { DataDirLockedError } from "./platform/db/data-dir-lock";
import { createPrivately, makePrivate } from "./platform/storage/private-files";

async function main() {
  createPrivately();
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // What an earlier version (or a copy made with the usual umask) left open to other users.
  await makePrivate(config.dataDir);

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error("The server could not start:", error instanceof Error ? error.message : error);
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

void main();
