import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { METADATA_TEMPLATES, ROUTE_TEMPLATES } from "@/lib/observability/route-table";
import { routeTemplate } from "@/lib/observability/route-template";

const APP = path.join(process.cwd(), "app");
const ROUTE_FILES = new Set(["page.tsx", "route.ts", "opengraph-image.tsx", "twitter-image.tsx"]);

/** Every page, route handler and generated image of app/, as Next names its route (groups like (public) dropped). */
function templatesOnDisk(dir = APP, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      found.push(...templatesOnDisk(path.join(dir, entry.name), prefix + segment));
    } else if (ROUTE_FILES.has(entry.name)) {
      const leaf = entry.name === "page.tsx" || entry.name === "route.ts" ? "" : `/${entry.name.replace(/\.tsx$/, "")}`;
      found.push(prefix + leaf || "/");
    }
  }
  return found;
}

/** A URL a browser would ask for on that route. */
const sample = (template: string, locale: "en" | "sq") =>
  template
    .replace("[locale]", locale)
    .replace(/\[id\]\.xml/, "0.xml")
    .replace(/\[[^\]]+\]/g, "x1");

describe("issue 30: request metrics are labelled by route template, never by URL", () => {
  it("the route table lists exactly the routes of app/ (add a new route's template to lib/observability/route-table.ts)", () => {
    const onDisk = templatesOnDisk().sort();
    expect({ missing: onDisk.filter((t) => !ROUTE_TEMPLATES.includes(t)), extra: ROUTE_TEMPLATES.filter((t) => !onDisk.includes(t)) }).toEqual({ missing: [], extra: [] });
    for (const file of ["robots.ts", "sitemap.ts", "icon.svg"]) expect(existsSync(path.join(APP, file)), file).toBe(true);
    expect(METADATA_TEMPLATES).toEqual(["/robots.txt", "/sitemap/[id].xml", "/icon.svg"]);
  });

  it("every route's URL maps back to its template, in both languages (Albanian without a prefix)", () => {
    for (const template of ROUTE_TEMPLATES) {
      expect(routeTemplate(sample(template, "en")), template).toBe(template);
      if (template.startsWith("/[locale]")) {
        expect(routeTemplate(sample(template, "sq")), template).toBe(template);
        expect(routeTemplate(sample(template, "sq").replace(/^\/sq/, "") || "/"), `${template} unprefixed`).toBe(template);
      }
    }
  });

  it("ids, hashes and query strings never reach the label", () => {
    expect(routeTemplate("/stores?latitude=41.3275&longitude=19.8187&formatted_address=Rruga%20e%20Durr%C3%ABsit")).toBe("/[locale]/stores");
    expect(routeTemplate("/en/store/e435fd83f471/pizza-napoli/Delivery")).toBe("/[locale]/store/[vendor_hash]/[vendor_name]/[order_method]");
    expect(routeTemplate("/order/123?is_new=true")).toBe("/[locale]/order/[order_id]");
    expect(routeTemplate("/api/orders/123")).toBe("/api/orders/[id]");
    expect(routeTemplate("/api/orders/123/review")).toBe("/api/orders/[id]/review");
    expect(routeTemplate("/api/vendors/e435fd83f471/me")).toBe("/api/vendors/[id]/me");
    expect(routeTemplate("/api/chat/channels/c1/messages/m9/like")).toBe("/api/chat/channels/[channel_id]/messages/[message_id]/like");
    expect(routeTemplate("/en/store/e435fd83f471/pizza-napoli/Delivery/opengraph-image-1x2y3z")).toBe("/[locale]/store/[vendor_hash]/[vendor_name]/[order_method]/opengraph-image");
  });

  it("a static segment wins over a dynamic one, as in Next", () => {
    expect(routeTemplate("/api/health")).toBe("/api/health");
    expect(routeTemplate("/profile/addresses")).toBe("/[locale]/profile/addresses");
    expect(routeTemplate("/")).toBe("/[locale]");
    expect(routeTemplate("/en")).toBe("/[locale]");
  });

  it("framework files, public files and unknown paths get one label each", () => {
    expect(routeTemplate("/_next/static/chunks/app-abc123.js")).toBe("/_next/static");
    expect(routeTemplate("/_next/image?url=%2Fimages%2Fx.png&w=640&q=75")).toBe("/_next/image");
    expect(routeTemplate("/baseline.html")).toBe("static file");
    expect(routeTemplate("/robots.txt")).toBe("/robots.txt");
    expect(routeTemplate("/sitemap/0.xml")).toBe("/sitemap/[id].xml");
    expect(routeTemplate("/no/such/page/here/at/all")).toBe("unmatched");
    expect(routeTemplate("/%E0%A4%A")).toBe("unmatched");
  });
});
