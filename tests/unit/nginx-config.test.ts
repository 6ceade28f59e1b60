import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findNginx } from "@/scripts/ensure-services.mjs";
import { NGINX_TEMPLATE, renderNginxConfig, serverLines } from "@/scripts/lib/nginx.mjs";

// Issue 30 "A real load balancer": deploy/nginx.conf is the file an operator installs and the one the scale stage and
// the load bench run; these check the template itself (its placeholders, and that nginx accepts it).
const template = readFileSync(NGINX_TEMPLATE, "utf8");
const values = (dir: string) => ({
  SHIJO_LISTEN: "127.0.0.1:18080",
  SHIJO_TLS: "",
  SHIJO_API_LISTEN: "127.0.0.1:18081",
  SHIJO_STOREFRONT_SERVERS: serverLines(["127.0.0.1:13000", "127.0.0.1:13001"]),
  SHIJO_PRODUCT_API_SERVERS: serverLines(["127.0.0.1:14000", "127.0.0.1:14001"]),
  SHIJO_LOG_DIR: dir,
  SHIJO_STATE_DIR: dir,
});

describe("deploy/nginx.conf", () => {
  it("fills in every ${SHIJO_…} placeholder, leaves nginx's own $variables and the envsubst example alone, and names a missing one", () => {
    const rendered = renderNginxConfig(values("/tmp/x"));
    const active = rendered.split("\n").filter((line) => !line.trimStart().startsWith("#"));
    expect(active.join("\n")).not.toMatch(/\$\{SHIJO_/);
    expect(rendered).toContain("server 127.0.0.1:13000 max_fails=1 fail_timeout=10s; server 127.0.0.1:13001 max_fails=1 fail_timeout=10s;");
    expect(rendered).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(rendered).toContain("envsubst '${SHIJO_LISTEN}");
    const { SHIJO_TLS: _tls, ...missing } = values("/tmp/x");
    expect(() => renderNginxConfig(missing)).toThrow(/SHIJO_TLS/);
  });

  it("says what issue 30 asks of the load balancer", () => {
    const stream = /location = \/api\/chat\/stream \{([^}]*)\}/.exec(template)?.[1] ?? "";
    expect(stream).toMatch(/proxy_buffering off;/);
    expect(stream).toMatch(/gzip off;/);
    expect(stream).toMatch(/proxy_read_timeout 1h;/);
    expect(template).toMatch(/gzip on;/);
    expect(template).not.toMatch(/gzip_types[^;]*event-stream/);
    expect(/location \/_next\/static\/ \{([^}]*)\}/.exec(template)?.[1]).toMatch(/max-age=31536000, immutable/);
    expect(/location = \/api\/metrics \{([^}]*)\}/.exec(template)?.[1]).toMatch(/return 404;/);
    expect(template).toMatch(/X-Forwarded-Proto \$scheme/);
    // A write that reached a dying instance is passed on only where sending it twice is safe: placing an order (its
    // idempotency key) and signing in — never for the rest (a chat message or an address would be made twice).
    const retried = [...template.matchAll(/location = (\S+) \{[^}]*non_idempotent[^}]*\}/g)].map((m) => m[1]);
    expect(retried).toEqual(["/api/checkout", "/api/auth/login", "/checkout", "/login"]);
    expect(template.match(/non_idempotent/g)).toHaveLength(4);
    // Below Node's 5 s keepAliveTimeout in both upstreams: a POST on a connection the server is closing would fail.
    expect(template.match(/keepalive_timeout 4s;/g)).toHaveLength(2);
    // The access log never writes the query string ($request would): a stores URL carries coordinates.
    expect(/log_format shijo ([^;]*);/s.exec(template)?.[1]).not.toMatch(/\$request\b|\$args|\$request_uri/);
  });

  it.skipIf(!findNginx())("is a configuration Debian's nginx accepts (nginx -t)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "shijo-nginx-test-"));
    try {
      chmodSync(dir, 0o755);
      mkdirSync(path.join(dir, "state"));
      const file = path.join(dir, "nginx.conf");
      writeFileSync(file, renderNginxConfig({ ...values(dir), SHIJO_STATE_DIR: path.join(dir, "state") }));
      const result = spawnSync(findNginx()!, ["-t", "-p", dir, "-c", file, "-e", "stderr", "-g", `pid ${path.join(dir, "nginx.pid")};`], { encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/syntax is ok/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
