// Issue 26 §2: the optimizer's only source of product-API pictures (app/api/media/[...path]/route.ts through
// lib/images/media-upstream.ts) fetches raster pictures from the configured image origin and nothing else. Run against
// a real HTTP server standing in for the image origin; the mapping from a picture URL to that path is pure.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES, mediaPathOf, pictureAttributes, widthsFor } from "@/lib/images/optimized";
import { fetchMedia, mediaPathOfSegments } from "@/lib/images/media-upstream";
import { imageOrigin } from "@/lib/security/origins";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 100 }, (_, i) => i)]);
const seen: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? "");
    const url = req.url ?? "";
    if (url === "/images/photos/ok.jpg") return res.writeHead(200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=31536000, immutable" }).end(JPEG);
    if (url === "/v1/images/chat/ok.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(JPEG);
    if (url === "/images/photos/drawing.jpg") return res.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>");
    if (url === "/images/photos/html.jpg") return res.writeHead(200, { "Content-Type": "text/html" }).end("<script>");
    if (url === "/images/photos/moved.jpg") return res.writeHead(302, { Location: "http://169.254.169.254/latest" }).end();
    if (url === "/images/photos/big.jpg") return res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(MEDIA_MAX_BYTES + 1) }).end();
    if (url === "/images/photos/stream.jpg") {
      // No length announced: the cap is counted as the bytes come.
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 9; i++) res.write(chunk);
      return res.end();
    }
    if (url === "/images/photos/broken.jpg") return res.writeHead(500).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("a picture URL → the media path (pure; runs in the browser too)", () => {
  it("maps raster pictures under images/ and leaves everything else as it is", () => {
    expect(mediaPathOf("http://127.0.0.1:4000/images/photos/ab12.jpg")).toBe("/api/media/images/photos/ab12.jpg");
    expect(mediaPathOf("https://api.shijo.al/v1/images/chat/ab.png")).toBe("/api/media/v1/images/chat/ab.png");
    for (const other of [
      "http://127.0.0.1:4000/images/vendors/1/cover.svg", // a vector: loaded as it is
      "http://127.0.0.1:4000/images/products/pizza-1.svg?size=200",
      "http://127.0.0.1:4000/images/photos/ab.jpg?x=1", // a query would be a second picture for the same path
      "http://127.0.0.1:4000/uploads/ab.jpg", // not under images/
      "http://127.0.0.1:4000/images/../secret.jpg", // normalised to /secret.jpg by URL: not under images/
      "http://127.0.0.1:4000/images/a.b/c.jpg",
      "http://user:pw@127.0.0.1:4000/images/ab.jpg",
      "data:image/jpeg;base64,AAAA",
      "/images/photos/ab.jpg",
      "not a url",
    ]) expect(mediaPathOf(other), other).toBeNull();
    expect(pictureAttributes("http://127.0.0.1:4000/images/vendors/1/cover.svg", "100vw", 1200)).toEqual({ src: "http://127.0.0.1:4000/images/vendors/1/cover.svg" });
  });

  it("offers a fixed slot 1× and 2×, a screen-wide slot every device width it can use", () => {
    expect(widthsFor("64px", 64)).toEqual([64, 128]);
    expect(widthsFor("28px", 28)).toEqual([32, 64]);
    expect(widthsFor("100vw", 1200)).toEqual([640, 828, 1080, 1280, 1600]);
    expect(widthsFor("(min-width: 40rem) 50vw, 100vw", 300)).toEqual([640]);
  });
});

describe("the media route's upstream fetch", () => {
  const segments = (path: string) => path.split("/");

  it("passes a raster picture of the image origin on, with its type and caching", async () => {
    const ok = await fetchMedia(segments("images/photos/ok.jpg"), origin);
    expect(ok).toMatchObject({ ok: true, contentType: "image/jpeg", cacheControl: "public, max-age=31536000, immutable" });
    expect(ok.ok && Buffer.from(ok.body).equals(JPEG)).toBe(true);
    expect(await fetchMedia(segments("v1/images/chat/ok.png"), origin)).toMatchObject({ ok: true, contentType: "image/png" });
  });

  it("refuses dot segments, encoded slashes and paths outside images/ without asking the origin", async () => {
    const before = seen.length;
    for (const bad of [["images", "..", "secret.jpg"], ["images", "photos", "..%2Fx.jpg"], ["images", "a/../../b.jpg"], ["images", ".", "ok.jpg"], ["etc", "passwd.jpg"], ["images", "photos", "ok.svg"], ["images", "photos", "ok.jpg.html"], ["images", "photos", "ok"], []]) {
      expect(mediaPathOfSegments(bad), bad.join("/")).toBeNull();
      expect(await fetchMedia(bad, origin)).toEqual({ ok: false, status: 404 });
    }
    expect(seen.length).toBe(before);
  });

  it("refuses what is not a raster picture, a redirect, a picture too large, and reports a failing origin", async () => {
    expect(await fetchMedia(segments("images/photos/drawing.jpg"), origin)).toEqual({ ok: false, status: 404 });
    expect(await fetchMedia(segments("images/photos/html.jpg"), origin)).toEqual({ ok: false, status: 404 });
    expect(await fetchMedia(segments("images/photos/moved.jpg"), origin)).toEqual({ ok: false, status: 404 });
    expect(await fetchMedia(segments("images/photos/missing.jpg"), origin)).toEqual({ ok: false, status: 404 });
    expect(await fetchMedia(segments("images/photos/big.jpg"), origin)).toEqual({ ok: false, status: 413 });
    expect(await fetchMedia(segments("images/photos/stream.jpg"), origin)).toEqual({ ok: false, status: 413 });
    expect(await fetchMedia(segments("images/photos/broken.jpg"), origin)).toEqual({ ok: false, status: 502 });
  });

  it("asks the given image origin only, and answers 502 when it does not answer", async () => {
    expect(await fetchMedia(segments("images/photos/ok.jpg"), "http://127.0.0.1:1")).toEqual({ ok: false, status: 502 }); // nothing listens there
    expect(await fetchMedia(segments("images/photos/ok.jpg"), null)).toEqual({ ok: false, status: 404 });
  });

  it("the image origin is IMAGE_ORIGIN's, else PRODUCT_API_URL's (the CSP's img-src names the same)", () => {
    expect(imageOrigin({ IMAGE_ORIGIN: "https://img.shijo.al/x/", PRODUCT_API_URL: "https://api.shijo.al/v1/" })).toBe("https://img.shijo.al");
    expect(imageOrigin({ PRODUCT_API_URL: "https://api.shijo.al/v1/" })).toBe("https://api.shijo.al");
    expect(imageOrigin({ PRODUCT_API_PORT: "4100" })).toBe("http://127.0.0.1:4100");
    expect(imageOrigin({ IMAGE_ORIGIN: "not a url" })).toBeNull();
  });
});
