// nginx serving, from a folder of files, the very bytes and headers our server sends for a few
// paths, in each encoding (gzip_static, and brotli_static where Debian's module is installed),
// with one worker and sendfile: the cost of a static file on this machine, measured in the same run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Headers nginx writes itself for a static file (or that belong to one connection), not copied from ours. */
const ownHeaders = new Set(["content-length", "content-encoding", "content-type", "date", "connection", "keep-alive", "transfer-encoding", "etag", "last-modified"]);

export const nginxInstalled = () => spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;

/** The answer to `url` exactly as sent for `acceptEncoding` (the body not decoded). */
function rawAnswer(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), headers: response.headers, encoding: response.headers["content-encoding"] ?? "identity" });
        });
      })
      .on("error", reject);
  });
}

/** Where nginx finds `urlPath`: `/` is the index file, any other path a file of that name. */
const fileOf = (root, urlPath) => path.join(root, urlPath === "/" ? "index.html" : urlPath);

/** A header value as nginx's config language writes it: in double quotes, with quotes and `$` escaped. */
const quoted = (value) => `"${String(value).replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("$", "${dollar}")}"`;

/**
 * Copies what `serverUrl` answers for each of `paths` (plain, gzip and Brotli, and the headers it
 * sends with them) into a folder and starts nginx on `port` serving it. Returns its address, which
 * encodings it has, and a stop function.
 */
export async function startNginxMirror({ serverUrl, paths, port }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-nginx-"));
  const root = path.join(prefix, "root");
  const brotli = fs.existsSync(BROTLI_MODULE);
  const locations = [];
  for (const urlPath of paths) {
    const file = fileOf(root, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const plain = await rawAnswer(serverUrl + urlPath, "");
    fs.writeFileSync(file, plain.body);
    for (const [encoding, suffix] of [["gzip", ".gz"], ...(brotli ? [["br", ".br"]] : [])]) {
      const sent = await rawAnswer(serverUrl + urlPath, encoding);
      if (sent.encoding !== encoding) throw new Error(`${urlPath}: asked for ${encoding}, got ${sent.encoding}`);
      fs.writeFileSync(file + suffix, sent.body);
    }
    const copied = Object.entries(plain.headers).filter(([name]) => !ownHeaders.has(name));
    locations.push(`
    location = ${urlPath} {
      default_type ${quoted(plain.headers["content-type"] ?? "application/octet-stream")};
      ${copied.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join("\n      ")}
    }`);
  }
  // nginx's worker runs as nobody when started by root: it must be able to read the copies.
  fs.chmodSync(prefix, 0o755);
  for (const entry of fs.readdirSync(root, { recursive: true })) fs.chmodSync(path.join(root, entry), 0o755);
  fs.chmodSync(root, 0o755);

  const config = `
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  keepalive_requests 1000000;
  # "$" in a copied header (a CSP nonce has none, but a hash may): nginx expands variables in add_header.
  geo $dollar { default "$"; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
    ${locations.join("\n")}
  }
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), config);
  const child = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await rawAnswer(url + paths[0], "");
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    encodings: brotli ? "br, gzip" : "gzip",
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
