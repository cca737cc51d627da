// scripts/outbox.mjs imports this path: delete once it imports ./mail.ts.
export * from "./mail.ts";
