import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

/** The Nu Html Checker's jar, from the vnu-jar package (its path is what the package exports). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** A page to check: the name its errors are listed under (its address), and its HTML. */
export type CheckedPage = { name: string; html: string };

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Stops with one line saying what to install when there is no Java to run the checker with. */
function requireJava(): void {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error("The HTML check needs Java 11 or newer to run the Nu Html Checker: install it (on Debian: apt-get install default-jre-headless).");
  }
}

/**
 * The HTML errors the Nu Html Checker (the W3C's validator) finds in `pages`, each as
 * "name:line: message": all pages in one run of the checker, so Java starts once.
 */
export async function htmlErrors(pages: readonly CheckedPage[]): Promise<string[]> {
  requireJava();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "html-check-"));
  try {
    const nameOfFile = new Map<string, string>();
    const files = pages.map((page, index) => {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, page.html);
      nameOfFile.set(file, page.name);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        "java",
        // One short run: the JIT's quick tier and the one-thread collector take 6 s of CPU where Java's
        // defaults take 15 s for the same answer; that tier's deeper stacks need more than the
        // checker's 512 KiB minimum.
        ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => (error ? reject(new Error(`The Nu Html Checker failed: ${stderr || error.message}`)) : resolve(stdout)),
      ),
    );
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
      return `${nameOfFile.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message}`;
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
