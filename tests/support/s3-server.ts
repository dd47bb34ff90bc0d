import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../server/config";

/** s3rver's own keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-protocol server (s3rver) in this process, keeping its objects in a temporary folder,
 * on a free port, with the given buckets, empty.
 */
export async function startS3Server(buckets: string[]) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "college-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const settings = (bucket: string): S3Settings => ({ bucket, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", ...KEYS });
  return {
    settings,
    /** The S3_* environment for one of its buckets. */
    env: (bucket: string) => {
      const s3 = settings(bucket);
      return { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
