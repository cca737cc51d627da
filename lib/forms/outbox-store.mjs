// scripts/outbox.mjs imports this path: delete once it imports ./outbox-store.ts.
export * from "./outbox-store.ts";
