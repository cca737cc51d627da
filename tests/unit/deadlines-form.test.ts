import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CalculatorForm } from "@/components/calculator/calculator-form";

const dateInput = (html: string) => /<input[^>]*id="calculator-date"[^>]*>/.exec(html)?.[0] ?? "";

describe("the calculator form's date field", () => {
  it("keeps an impossible date as typed, as text, where a date input would blank it", () => {
    const html = renderToStaticMarkup(
      CalculatorForm({
        values: { event: "eu-trademark-filing", date: "2023-02-29" },
        errors: { date: "2023-02-29 is not a date on the calendar: February 2023 has 28 days." },
      }),
    );
    expect(dateInput(html)).toContain('type="text"');
    expect(dateInput(html)).toContain('value="2023-02-29"');
  });

  it("is a date input for a valid date or an empty field", () => {
    const html = renderToStaticMarkup(
      CalculatorForm({ values: { event: "eu-trademark-filing", date: "2023-02-28" } }),
    );
    expect(dateInput(html)).toContain('type="date"');
    expect(dateInput(html)).toContain('value="2023-02-28"');
  });
});
