// scripts/outbox.mjs imports this path: delete once it imports ./enquiry-store-pg.ts.
export * from "./enquiry-store-pg.ts";
