import { cronOutbox } from "@/lib/forms/server";

/** Vercel's cron (vercel.json) forwards what is due and purges: lib/forms/server.ts. */
export const GET = cronOutbox;
