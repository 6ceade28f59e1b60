import { describe, expect, it } from "vitest";
import { formatList } from "@/lib/format/list";
import { MINUS, formatCoordinates, formatFigure, formatNumber, formatPercent } from "@/lib/format/number";

// docs/i18n-albanian.md "Numbers": every number through one helper, as Intl.NumberFormat of the page's locale prints
// it (sq-AL, en-GB), with one minus sign (U+2212). Written out because the browser's ICU has no Albanian.
const TAG = { sq: "sq-AL", en: "en-GB" } as const;
const fullIcu = Intl.NumberFormat.supportedLocalesOf(["sq-AL"]).length > 0;

describe("formatNumber", () => {
  it("Albanian writes a decimal comma and English a point: 3,8 / 3.8, 1,55 / 1.55", () => {
    expect(formatNumber(3.8, "sq")).toBe("3,8");
    expect(formatNumber(3.8, "en")).toBe("3.8");
    expect(formatNumber(1.55, "sq", { minimumFractionDigits: 2 })).toBe("1,55");
    expect(formatNumber(0.5, "sq")).toBe("0,5");
  });

  it("groups as CLDR does: 1234 and 12 345 in sq (no-break space), 1,234 in en", () => {
    expect(formatNumber(1234, "sq")).toBe("1234");
    expect(formatNumber(12345.5, "sq")).toBe("12\u00a0345,5");
    expect(formatNumber(1234, "en")).toBe("1,234");
  });

  it("rounds half away from zero on the decimal value, not the binary one (1.005 → 1.01)", () => {
    expect(formatNumber(1.005, "en", { maximumFractionDigits: 2 })).toBe("1.01");
    expect(formatNumber(2.5, "sq", { maximumFractionDigits: 0 })).toBe("3");
    expect(formatNumber(9.999, "sq", { maximumFractionDigits: 2 })).toBe("10");
    expect(formatNumber(9.999, "sq", { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe("10,0");
  });

  it("one minus sign everywhere, and none on a value that rounds to zero", () => {
    expect(formatNumber(-20, "sq")).toBe(`${MINUS}20`);
    expect(formatNumber(-0.001, "en", { maximumFractionDigits: 2 })).toBe("0");
    expect(formatNumber(Number.NaN, "sq")).toBe("0");
  });

  // A runtime without full ICU cannot be the reference: the comparison is reported as skipped, not passed.
  it.skipIf(!fullIcu)("prints exactly what full ICU's Intl.NumberFormat prints for sq-AL and en-GB (minus sign aside)", () => {
    const values = [0, 1, 7, 0.5, 0.04, 1.5, 3.8, 4.25, 1.005, 12.345, 99.995, 999.5, 1234, 9999.99, 10000, 12345.678, 1e6, 98765432.1, 1e-7, 123456789012];
    const shapes = [{}, { maximumFractionDigits: 0 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, { maximumFractionDigits: 2 }, { minimumFractionDigits: 5, maximumFractionDigits: 5 }];
    for (const locale of ["sq", "en"] as const) {
      for (const options of shapes) {
        const icu = new Intl.NumberFormat(TAG[locale], { ...options, signDisplay: "negative" });
        for (const v of [...values, ...values.map((x) => -x)]) {
          expect(formatNumber(v, locale, options), `${locale} ${v} ${JSON.stringify(options)}`).toBe(icu.format(v).replace("-", MINUS));
        }
      }
    }
  });
});

describe("the numbers a page shows", () => {
  it("percentages as the API gives them: 0,5 % and 1,5 % on Albanian pages", () => {
    expect(formatPercent(0.5, "sq")).toBe("0,5");
    expect(formatPercent(1.5, "en")).toBe("1.5");
    expect(formatPercent(2, "sq")).toBe("2");
  });

  it("coordinates with 5 decimals; in sq a semicolon parts the two, as a comma could not", () => {
    expect(formatCoordinates(41.319321, 19.81782, "sq")).toBe("41,31932; 19,81782");
    expect(formatCoordinates(41.319321, 19.81782, "en")).toBe("41.31932, 19.81782");
  });

  it("figures the API sends as text keep their suffix and their decimals: the landing's 4.8 is 4,8 in sq", () => {
    expect(formatFigure("4.8", "sq")).toBe("4,8");
    expect(formatFigure("3400+", "en")).toBe("3,400+");
    expect(formatFigure("25", "sq")).toBe("25");
    expect(formatFigure("shumë", "sq")).toBe("shumë");
  });
});

describe("formatList", () => {
  it("joins as Intl.ListFormat (conjunction) does for sq-AL and en-GB", () => {
    const lists = [["a"], ["a", "b"], ["a", "b", "c"], ["2 ditë", "23 orë", "42 minuta"]];
    expect(formatList(lists[3], "sq")).toBe("2 ditë, 23 orë dhe 42 minuta");
    expect(formatList([], "en")).toBe("");
  });
  it.skipIf(!fullIcu)("prints what full ICU's Intl.ListFormat prints", () => {
    const lists = [["a"], ["a", "b"], ["a", "b", "c"], ["2 ditë", "23 orë", "42 minuta"]];
    for (const locale of ["sq", "en"] as const) {
      const icu = new Intl.ListFormat(TAG[locale], { type: "conjunction" });
      for (const list of lists) expect(formatList(list, locale)).toBe(icu.format(list));
    }
  });
});
