import type { ServicePage } from "@/content/types";

export const remotePatentDocketing = {
  slug: "remote-patent-docketing",
  title: "Remote Patent Docketing",
  group: "patent-management",
  description:
    "Remote docketing of patent deadlines, office communications and annuities in your docketing system, with double-checked entries and daily reports.",
  tagline: "Every deadline entered, checked and reported",
  body: [
    {
      type: "paragraph",
      text: "Remote docketing of patent deadlines, office communications and annuities in your docketing system, with double-checked entries and daily reports.",
    },
  ],
} satisfies ServicePage;
