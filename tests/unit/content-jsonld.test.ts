import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, landingVendorJsonLd, serializeJsonLd } from "@/lib/content/jsonld";
import { faqText } from "@/lib/content/faq";

describe("structured data for the blog and the landing pages", () => {
  it("a post is a BlogPosting with headline, author, date and language", () => {
    const data = blogPostingJsonLd({
      url: "https://shijo.al/blog/1/tave", headline: "Tavë kosi", description: "d", image: "https://img/1.svg", datePublished: "2025-03-14T09:30:00.000Z",
      author: "Elona Hysa", categories: ["Receta"], wordCount: 120, minutes: 4, locale: "sq", siteUrl: "https://shijo.al",
    });
    expect(data).toMatchObject({ "@type": "BlogPosting", headline: "Tavë kosi", author: { name: "Elona Hysa" }, inLanguage: "sq-AL", timeRequired: "PT4M" });
  });

  it("a landing page describes the business without self-serving review stars", () => {
    const data = landingVendorJsonLd({
      url: "https://shijo.al/landing/abc123", name: "Oda", description: null, vendorType: "restaurant", logo: null, image: null, address: "Rruga Luigj Gurakuqi",
      city: "Tiranë", country: "Albania", latitude: 41.3, longitude: 19.8, phone: null, orderUrl: "https://shijo.al/store/abc123/oda/delivery",
    });
    expect(data).toMatchObject({ "@type": "Restaurant", name: "Oda", address: { addressCountry: "AL" }, geo: { latitude: 41.3 } });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"/);
  });

  it("serializes so that no text can close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("spec 2 §3 FAQ: English uses the English fields, otherwise the Albanian ones", () => {
    const faq = { question_en: "Q", answer_en: "A", question_al: "P", answer_al: "Pë" };
    expect(faqText(faq, "en")).toEqual({ question: "Q", answer: "A" });
    expect(faqText(faq, "sq")).toEqual({ question: "P", answer: "Pë" });
  });
});
