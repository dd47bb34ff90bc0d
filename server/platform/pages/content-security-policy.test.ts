import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createInlineScriptMark, pageContentSecurityPolicy, sealInlineScripts } from "./content-security-policy";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a page's inline scripts, sealed into its policy", () => {
  const mark = createInlineScriptMark();

  it("allows by hash the scripts rendered with the mark, and no other", () => {
    const page =
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${mark}"/><script nonce="${mark}">start()</script></head>` +
      `<body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script>alert(2)</script><script nonce="guessed">alert(3)</script>` +
      `<script nonce="${mark}" type="text/x-held-module">import "/assets/a.js";</script></body>`;
    const { html, scriptHashes } = sealInlineScripts(page, mark);
    expect(scriptHashes).toEqual([hashOf("start()"), hashOf('import "/assets/a.js";')]);
    // The mark is gone: every visitor gets the same bytes, and none of them can learn it.
    expect(html).not.toContain(mark);
    expect(html).toContain('<script>start()</script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
  });

  it("hashes a script's text as the browser reads it, with its line breaks normalised", () => {
    expect(sealInlineScripts(`<script nonce="${mark}">a()\r\nb()</script>`, mark).scriptHashes).toEqual([hashOf("a()\nb()")]);
  });

  it("runs scripts from this site and the sealed ones only: no nonce, no unsafe-inline", () => {
    const policy = pageContentSecurityPolicy([hashOf("start()")]);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSources).toBe(`'self' ${hashOf("start()")}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});
