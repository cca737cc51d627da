import { describe, expect, it } from "vitest";
import { careersSchema, emptyCareers, POSITION_OPTIONS } from "@/lib/forms/careers-schema";
import { contactSchema, emptyContact, SERVICE_OPTIONS } from "@/lib/forms/contact-schema";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0123456789",
  message: "",
  service: "Trademark",
};

function fieldErrors(
  result: ReturnType<typeof contactSchema.safeParse> | ReturnType<typeof careersSchema.safeParse>,
) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("contact form schema", () => {
  it("offers the spec's eight services in its order", () => {
    expect(SERVICE_OPTIONS).toEqual([
      "Patent Illustration",
      "Invention Search",
      "Chemical Structure or Gene Sequence",
      "Filing Related Services",
      "Invention Drafting",
      "Trademark",
      "Design",
      "Others",
    ]);
  });

  it("accepts a complete form and trims what was typed", () => {
    const result = contactSchema.parse({
      ...contact,
      name: "  Ada  ",
      email: " ada@example.com ",
      phone: " 0123456789 ",
    });
    expect(result).toEqual({ ...contact, name: "Ada" });
  });

  it("treats the message as optional", () => {
    expect(contactSchema.parse({ ...contact, message: undefined }).message).toBe("");
  });

  it("starts empty and, empty, shows the spec's message for each required field", () => {
    expect(fieldErrors(contactSchema.safeParse(emptyContact))).toEqual({
      name: "Please fill in the name field.",
      email: "Please enter a valid email.",
      phone: "Phone number must be 10 digits long.",
      service: "Please select a service",
    });
  });

  it.each(["   ", ""])("refuses a blank name (%j)", (name) => {
    expect(fieldErrors(contactSchema.safeParse({ ...contact, name }))).toEqual({
      name: "Please fill in the name field.",
    });
  });

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada @example.com",
    `${"a".repeat(65)}@example.com`,
    `ada@${"b".repeat(64)}.com`,
    "ada@example-.com",
    "ada@mail.example-.com",
  ])("refuses the email %j", (email) => {
    expect(fieldErrors(contactSchema.safeParse({ ...contact, email }))).toEqual({
      email: "Please enter a valid email.",
    });
  });

  it.each([
    ["98765 43210", "9876543210"],
    ["(202) 555-0143", "2025550143"],
    ["202.555.0143", "2025550143"],
    ["+1 202 555 0143", "+12025550143"],
    ["+49 30 1234567", "+49301234567"],
    ["+81 3-1234-5678", "+81312345678"],
    ["+82 (2) 123.4567", "+8221234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+91 98765 43210", "+919876543210"],
    ["+12345678", "+12345678"],
    ["+123456789012345", "+123456789012345"],
    ["01234-56789", "0123456789"],
    [" 202-555-0143 ", "2025550143"],
  ])("accepts the phone number %j and delivers the digits %j", (phone, digits) => {
    expect(contactSchema.parse({ ...contact, phone }).phone).toBe(digits);
  });

  it.each([
    "012345678",
    "01234567890",
    "012345678a",
    "+1234567",
    "+1234567890123456",
    "+0 202 555 0143",
    "+ 1 202 555 0143",
    "++1 202 555 0143",
    "1+ 202 555 0143",
    "+1 202 555 0143 ext 5",
    "+1/202/555/0143",
    "(+1) 202 555 0143",
    "+",
    "(202) 555-01434",
    "202/555/0143",
    "202_555_0143",
    "(202 555-0143",
    "((202)) 555-0143",
    "202\t555\t0143",
    "２０２５５５０１４３",
    "",
  ])(
    "refuses the phone number %j: ten digits, or + and a country code with 8 to 15 digits",
    (phone) => {
      expect(fieldErrors(contactSchema.safeParse({ ...contact, phone }))).toEqual({
        phone: "Phone number must be 10 digits long.",
      });
    },
  );

  it("accepts a 64-character local part and 63-character labels", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.example.com`;
    expect(contactSchema.parse({ ...contact, email }).email).toBe(email);
  });

  it.each([
    ["a line separator", "Ada\u2028Lovelace"],
    ["a paragraph separator", "Ada\u2029Lovelace"],
    ["a right-to-left mark", "Ada\u200fLovelace"],
    ["a left-to-right mark", "Ada\u200eLovelace"],
    ["an Arabic letter mark", "Ada\u061cLovelace"],
    ["invisible tag characters", "Ada \u{e0041}\u{e0042}Lovelace"],
  ])("refuses a name holding %s", (_, name) => {
    expect(fieldErrors(contactSchema.safeParse({ ...contact, name }))).toEqual({
      name: "Please remove angle brackets (< >), line breaks and hidden formatting characters.",
    });
  });

  it("still accepts names in other scripts and with emoji", () => {
    for (const name of ["محمد علي", "José Müller", "田中 太郎", "Ada 👩🏽‍💻"])
      expect(contactSchema.parse({ ...contact, name }).name).toBe(name);
  });

  it("keeps a phone number's leading zeros", () => {
    expect(contactSchema.parse({ ...contact, phone: "0000000001" }).phone).toBe("0000000001");
  });

  it.each(["", "Free advice", "trademark"])("refuses the service %j", (service) => {
    expect(fieldErrors(contactSchema.safeParse({ ...contact, service }))).toEqual({
      service: "Please select a service",
    });
  });

  it("refuses a message over 5,000 characters", () => {
    expect(
      fieldErrors(contactSchema.safeParse({ ...contact, message: "x".repeat(5_001) })),
    ).toHaveProperty("message");
    expect(contactSchema.safeParse({ ...contact, message: "x".repeat(5_000) }).success).toBe(true);
  });
});

describe("careers form schema", () => {
  const careers = {
    name: "Grace Hopper",
    email: "grace@example.com",
    phone: "9876543210",
    qualification: "B.Tech. Electronics",
    position: "Patent Analytics",
  };

  it("offers the spec's four positions", () => {
    expect(POSITION_OPTIONS).toEqual([
      "Patent Analytics",
      "Patent Researcher",
      "Trademark",
      "Others",
    ]);
  });

  it("accepts a complete application", () => {
    expect(careersSchema.parse({ ...careers, qualification: " B.Tech. Electronics " })).toEqual({
      ...careers,
      keepOnFile: false,
    });
  });

  it("keeps an application for future openings only when the box was ticked", () => {
    expect(careersSchema.parse({ ...careers, keepOnFile: "yes" }).keepOnFile).toBe(true);
    expect(careersSchema.parse({ ...careers, keepOnFile: true }).keepOnFile).toBe(true);
    for (const keepOnFile of [false, "", "no", "on", undefined])
      expect(careersSchema.parse({ ...careers, keepOnFile }).keepOnFile).toBe(false);
    expect(emptyCareers.keepOnFile).toBe(false);
  });

  it("starts empty and, empty, has a message for every field", () => {
    expect(fieldErrors(careersSchema.safeParse(emptyCareers))).toEqual({
      name: "Please fill in the name field.",
      email: "Please enter a valid email.",
      phone: "Phone number must be 10 digits long.",
      qualification: "Please fill in the qualification field.",
      position: "Please select a position",
    });
  });

  it("applies the contact form's phone rule", () => {
    expect(fieldErrors(careersSchema.safeParse({ ...careers, phone: "98765" }))).toEqual({
      phone: "Phone number must be 10 digits long.",
    });
  });
});
