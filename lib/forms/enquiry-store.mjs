// scripts/outbox.mjs imports this path: delete once it imports ./enquiry-store.ts.
export * from "./enquiry-store.ts";
