import { cronOutbox } from "@/lib/server/forms/server";
import { GET_ONLY_ROUTE } from "@/lib/server/security/refusals";

/** Vercel's cron (vercel.json) forwards what is due and purges: lib/server/forms/server.ts. */
export const GET = cronOutbox;

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
