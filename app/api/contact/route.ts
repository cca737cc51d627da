import { contactRoute } from "@/lib/server/forms/server";

export const { POST, OPTIONS, GET, PUT, PATCH, DELETE } = contactRoute;
