import { cronOutbox } from "@/lib/forms/server";
import { GET_ONLY_ROUTE } from "@/lib/security/refusals";

/** Vercel's cron (vercel.json) forwards what is due and purges: lib/forms/server.ts. */
export const GET = cronOutbox;

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
