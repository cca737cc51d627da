import type { CardColour } from "@/content/types";

/** Solid fills (white icons on them keep 3:1) and accent borders for each named card colour. */
export const cardColours: Record<CardColour, { solid: string; border: string; text: string }> = {
  green: { solid: "bg-emerald-600", border: "border-t-emerald-600", text: "text-emerald-700" },
  blue: { solid: "bg-blue-600", border: "border-t-blue-600", text: "text-blue-700" },
  red: { solid: "bg-red-600", border: "border-t-red-600", text: "text-red-700" },
  purple: { solid: "bg-fuchsia-700", border: "border-t-fuchsia-700", text: "text-fuchsia-800" },
  brown: { solid: "bg-[#8a5a2b]", border: "border-t-[#8a5a2b]", text: "text-[#7a4e24]" },
  violet: { solid: "bg-violet-600", border: "border-t-violet-600", text: "text-violet-700" },
  teal: { solid: "bg-teal-600", border: "border-t-teal-600", text: "text-teal-700" },
  amber: { solid: "bg-amber-600", border: "border-t-amber-600", text: "text-amber-800" },
};
