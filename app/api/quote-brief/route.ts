import { quoteBriefRoute } from "@/lib/forms/server";

export const { POST, OPTIONS, GET, PUT, PATCH, DELETE } = quoteBriefRoute;
