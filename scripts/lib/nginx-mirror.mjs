// nginx serving, from a folder of files, the very bytes our server sends for a few paths, in each
// encoding (gzip_static, and brotli_static where Debian's module is installed), with one worker:
// the cost of a static file on this machine, measured in the same run as our server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export function nginxInstalled() {
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

/** The body of `url` exactly as sent for `acceptEncoding` (not decoded), with its Content-Encoding. */
function rawBody(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] ?? "identity" });
        });
      })
      .on("error", reject);
  });
}

/** Where nginx finds `urlPath`: `/` is the index file, any other path a file of that name. */
const fileOf = (root, urlPath) => path.join(root, urlPath === "/" ? "index.html" : urlPath);

/**
 * Copies what `serverUrl` answers for each of `paths` (plain, gzip and Brotli) into a folder and
 * starts nginx on `port` serving it. Returns its address, which encodings it has, and a stop function.
 */
export async function startNginxMirror({ serverUrl, paths, port }) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-nginx-"));
  const root = path.join(prefix, "root");
  const brotli = fs.existsSync(BROTLI_MODULE);
  for (const urlPath of paths) {
    const file = fileOf(root, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, (await rawBody(serverUrl + urlPath, "")).body);
    for (const [encoding, suffix] of [["gzip", ".gz"], ...(brotli ? [["br", ".br"]] : [])]) {
      const sent = await rawBody(serverUrl + urlPath, encoding);
      if (sent.encoding !== encoding) throw new Error(`${urlPath}: asked for ${encoding}, got ${sent.encoding}`);
      fs.writeFileSync(file + suffix, sent.body);
    }
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
  default_type text/html;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
  }
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), config);
  const child = spawn("nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await rawBody(url + paths[0], "");
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    encodings: brotli ? "br, gzip" : "gzip",
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
