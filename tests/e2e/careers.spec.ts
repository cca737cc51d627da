import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import {
  asClient,
  expectFieldMessages,
  expectNotice,
  expectSuccess,
  receivedFor,
  stubCaptcha,
  uniqueName,
} from "./support/forms";

const GENERIC = "Some error occured. Please try again later!";
const CAPTCHA = "Please fill the captcha";

function fields(page: Page) {
  const form = page.getByRole("form", { name: "Careers application form" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Phone Number", exact: true }),
    qualification: form.getByRole("textbox", { name: "Qualification", exact: true }),
    position: form.getByRole("combobox", { name: "Position", exact: true }),
    submit: form.getByRole("button", { name: "Submit application" }),
  };
}

async function fillCareers(page: Page, name: string) {
  const f = fields(page);
  const values = {
    name,
    email: "grace@example.com",
    phone: "9876543210",
    qualification: "M.Sc. Organic Chemistry",
    position: "Patent Researcher",
  };
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.qualification.fill(values.qualification);
  await f.position.selectOption(values.position);
  return values;
}

async function expectInputKept(page: Page, values: Record<string, string>) {
  const f = fields(page);
  for (const key of ["name", "email", "phone", "qualification", "position"] as const)
    await expect(f[key]).toHaveValue(values[key]!);
}

async function open(page: Page, captcha: Parameters<typeof stubCaptcha>[1] = "pass") {
  await asClient(page);
  await stubCaptcha(page, captcha);
  await page.goto("/careers");
  await expect(fields(page).submit).toBeEnabled();
}

test.describe("careers form", () => {
  test("offers the five fields and the spec's four positions, starting empty", async ({ page }) => {
    await open(page);
    const f = fields(page);
    await expect(f.phone).toHaveAttribute("type", "tel");
    await expect(f.phone).toHaveAttribute("inputmode", "tel");
    await expect(f.position).toHaveValue("");
    await expect(f.position.locator("option:not([value=''])")).toHaveText([
      "Patent Analytics",
      "Patent Researcher",
      "Trademark",
      "Others",
    ]);
  });

  test("an empty submit shows a message beside every field and focuses the first", async ({
    page,
  }) => {
    await open(page);
    const f = fields(page);
    await f.submit.click();
    const expected: [typeof f.name, string][] = [
      [f.name, "Please fill in the name field."],
      [f.email, "Please enter a valid email."],
      [f.phone, "Phone number must be 10 digits long."],
      [f.qualification, "Please fill in the qualification field."],
      [f.position, "Please select a position"],
    ];
    await expectFieldMessages(expected);
    await expect(f.name).toBeFocused();
  });

  test("sends the application, confirms and clears the form", async ({ page, request }) => {
    await open(page);
    const name = uniqueName("provider-slow");
    const values = await fillCareers(page, name);
    const f = fields(page);
    await f.submit.click();
    await expect(f.form.getByRole("button", { name: "Please wait..." })).toBeDisabled();
    await expectSuccess(page, fields(page).form);
    for (const key of ["name", "email", "phone", "qualification", "position"] as const)
      await expect(f[key]).toHaveValue("");
    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/f/careers");
    expect(received[0]!.headers.accept).toBe("application/json");
    expect(received[0]!.body).toEqual({ ...values, keepOnFile: false });
  });

  test("the opt-in to be kept for future openings starts unticked and is sent only when ticked", async ({
    page,
    request,
  }) => {
    await open(page);
    const f = fields(page);
    const keep = f.form.getByRole("checkbox", { name: "Keep my application for future openings" });
    await expect(keep).toBeVisible();
    await expect(keep).not.toBeChecked();
    await expect(keep).toHaveAccessibleDescription(
      "Optional. Unticked, we consider you only for the position you chose.",
    );
    const name = uniqueName();
    const values = await fillCareers(page, name);
    await keep.check();
    await f.submit.click();
    await expectSuccess(page, f.form);
    await expect(keep).not.toBeChecked();
    expect((await receivedFor(request, name))[0]!.body).toEqual({ ...values, keepOnFile: true });
  });

  test("shows the provider's error and keeps the input; a crashed provider's is queued", async ({
    page,
  }) => {
    await open(page);
    const values = await fillCareers(page, uniqueName("provider-error"));
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, "Email domain is not accepted.");
    await expectInputKept(page, values);

    // A 500 from the provider: the server stores the application and forwards it later.
    await fillCareers(page, uniqueName("provider-crash"));
    await fields(page).submit.click();
    await expectSuccess(page, fields(page).form);
    await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(0);
  });

  for (const [situation, mode] of [
    ["no captcha token can be had", "empty"],
    ["the server's captcha check fails", "low"],
  ] as const) {
    test(`says 'Please fill the captcha' when ${situation}, and sends nothing`, async ({
      page,
      request,
    }) => {
      await open(page, mode);
      const name = uniqueName();
      const values = await fillCareers(page, name);
      await fields(page).submit.click();
      await expectNotice(page, fields(page).form, CAPTCHA);
      await expectInputKept(page, values);
      expect(await receivedFor(request, name)).toEqual([]);
    });
  }

  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`has no axe violations with field errors showing (${label})`, async ({ page }) => {
      await page.setViewportSize(size);
      await open(page);
      await fields(page).submit.click();
      await expect(fields(page).position).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
