import { quoteBriefRoute } from "@/lib/forms/server";

export const { POST, GET, PUT, PATCH, DELETE } = quoteBriefRoute;
