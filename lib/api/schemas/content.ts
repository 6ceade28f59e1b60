import { z } from "zod";

// spec 1 §7 public content: about-us, privacy / terms pages, referral link, FAQs (spec 2 §3 FAQ).
export const aboutUsSchema = z.object({
  data: z
    .object({
      pointer_latitude: z.coerce.number(),
      pointer_longitude: z.coerce.number(),
      company_email: z.string(),
      company_phone: z.string(),
      company_address: z.string().nullish(),
    })
    .nullable(),
});
export type AboutUs = NonNullable<z.infer<typeof aboutUsSchema>["data"]>;

export const pageDataSchema = z.object({
  page_data: z.object({ title: z.string().nullish(), content: z.string(), updated_at: z.string().nullish() }),
});
export type PageData = z.infer<typeof pageDataSchema>["page_data"];

export const referralLinkSchema = z.object({ referral_link: z.string().url() });

export const faqSchema = z.object({
  id: z.number(),
  question_en: z.string(),
  answer_en: z.string(),
  question_al: z.string(),
  answer_al: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqsSchema = z.object({ faqs: z.array(faqSchema) });

export const okSchema = z.unknown();
