import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config";
import { assertSafeName, isSafeName, type FileStorage } from "./file-storage";

type Sdk = typeof import("@aws-sdk/client-s3");
/** Loaded when a bucket is first used, so a server that keeps its files in DATA_DIR never holds the AWS SDK. */
let sdk: Sdk | undefined;
const loadSdk = async () => (sdk ??= await import("@aws-sdk/client-s3"));

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // `endpoint/bucket/key`: every S3-compatible service answers it, without a DNS name per bucket.
    forcePathStyle: true,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable endpoint fails the request soon instead of holding a visitor's page.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** HEAD answers a bare 404 ("NotFound"); GET names it. Only a request, so the SDK, can have failed. */
const isMissing = (error: unknown) =>
  sdk !== undefined && error instanceof sdk.S3ServiceException && (error.name === "NotFound" || error.name === "NoSuchKey");

/**
 * The files under `folder/` in one bucket. An object appears whole once its upload completes,
 * so readers never see part of a file.
 */
export function createS3FileStorage(opening: Promise<S3Client>, bucket: string, folder: string): FileStorage {
  const keyOf = (name: string) => {
    assertSafeName(name);
    return `${folder}/${name}`;
  };
  /** The client, and the SDK's commands (loaded with it). */
  const open = async () => ({ client: await opening, ...(await loadSdk()) });

  async function getBody(name: string, range?: string): Promise<Readable> {
    const { client, GetObjectCommand } = await open();
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name), Range: range }));
    // On Node.js the SDK answers with the HTTP response itself, a stream read as it is sent on.
    if (!(Body instanceof Readable)) throw new Error(`S3 answered ${name} without a readable body`);
    return Body;
  }

  async function head(name: string) {
    const { client, HeadObjectCommand } = await open();
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async save(name, bytes) {
      const { client, PutObjectCommand } = await open();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: bytes, ContentLength: bytes.length }));
    },

    async read(name) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await getBody(name)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(name) {
      const { client, DeleteObjectCommand } = await open();
      // S3 answers a delete of a missing object as a success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },

    async exists(name) {
      return (await head(name)) !== null;
    },

    async open(name) {
      const found = await head(name);
      if (!found) return null;
      return {
        size: found.ContentLength ?? 0,
        modifiedAt: found.LastModified ?? new Date(0),
        stream: (range) => getBody(name, range && `bytes=${range.start}-${range.end}`),
      };
    },

    async copyToFile(name, target) {
      try {
        await pipeline(await getBody(name), createWriteStream(target));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async saveFromFile(name, source) {
      const { size } = await stat(source);
      const { client, PutObjectCommand } = await open();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: createReadStream(source), ContentLength: size }));
    },

    async list() {
      const names: string[] = [];
      const { client, paginateListObjectsV2 } = await open();
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${folder}/` })) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length + 1) ?? "";
          if (isSafeName(name)) names.push(name);
        }
      }
      return names;
    },
  };
}
