import type { PageKind, RegistryEntry } from "@/lib/content/registry";
import { site } from "@/content/site";

// Rendered by next/og (satori), which takes inline styles and flexbox only: no classes here.

/**
 * Each page family's stripe colour: service groups amber, solutions teal, company pages light
 * blue, legal pages grey, articles lavender.
 */
const FAMILY_COLOUR: Record<PageKind, string> = {
  service: "#f6b73c",
  audience: "#5eead4",
  company: "#9ec2f5",
  legal: "#cbd5e1",
  insight: "#c4b5fd",
};

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#10305a"/><path d="M7 22a9 9 0 0 1 18 0" fill="none" stroke="#f6b73c" stroke-width="3"/><path d="M16 7v15M8 25h16" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
)}`;

/** The social image of one page: brand, page family, title and description. */
export function OgCard({ entry }: { entry: RegistryEntry }) {
  const colour = FAMILY_COLOUR[entry.kind];
  const titleSize = entry.title.length > 34 ? 64 : 76;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        background: "linear-gradient(135deg, #071428 0%, #0b1f3a 45%, #17407a 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ width: 18, height: "100%", background: colour }} />
      <div
        style={{
          flex: 1,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px 56px 64px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={LOGO} width={64} height={64} alt="" />
          <span style={{ fontSize: 32, letterSpacing: 0.5 }}>{site.name}</span>
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <span
            style={{ fontSize: 26, color: colour, textTransform: "uppercase", letterSpacing: 3 }}
          >
            {entry.kind === "company" ? site.shortName : entry.section}
          </span>
          <span style={{ fontSize: titleSize, lineHeight: 1.08, marginTop: 18, maxWidth: 1000 }}>
            {entry.title}
          </span>
          <span
            style={{
              fontSize: 28,
              lineHeight: 1.4,
              marginTop: 28,
              color: "#e3ecfa",
              maxWidth: 980,
            }}
          >
            {entry.description}
          </span>
        </div>
        <span style={{ fontSize: 24, color: "#c3d3ee" }}>{site.tagline}</span>
      </div>
    </div>
  );
}
