/**
 * The introduction's background image, drawn here: a blueprint grid with the outline of a
 * patent-style figure (a gear train with reference numerals and lead lines). The figure stays on
 * the right, behind and beside the experience card, and only on wide screens: on narrow ones the
 * text spans the section, so nothing is drawn over it.
 */
export function IntroBackdrop() {
  return (
    <div aria-hidden="true" className="bg-brand-900 absolute inset-0 -z-10">
      <svg
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 1440 720"
      >
        <defs>
          <pattern id="intro-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0V32" fill="none" stroke="white" strokeOpacity="0.06" />
          </pattern>
          <radialGradient id="intro-glow" cx="0.8" cy="0.2" r="0.7">
            <stop offset="0" stopColor="#2563c4" stopOpacity="0.5" />
            <stop offset="1" stopColor="#0b1f3a" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1440" height="720" fill="url(#intro-grid)" />
        <rect width="1440" height="720" fill="url(#intro-glow)" />
        <g
          fill="none"
          stroke="white"
          strokeOpacity="0.14"
          strokeWidth="1.5"
          className="hidden lg:inline"
        >
          <circle cx="1130" cy="470" r="150" />
          <circle cx="1130" cy="470" r="118" strokeDasharray="10 8" />
          <circle cx="1130" cy="470" r="34" />
          <circle cx="1345" cy="300" r="88" />
          <circle cx="1345" cy="300" r="64" strokeDasharray="8 7" />
          <circle cx="1345" cy="300" r="20" />
          <path d="M960 470H1300M1130 300V640" strokeDasharray="4 6" />
          <path d="M1010 330l-60-70h-40M1280 410l55 60h40" />
        </g>
        <g
          fill="white"
          fillOpacity="0.22"
          fontFamily="ui-sans-serif, system-ui"
          fontSize="22"
          className="hidden lg:inline"
        >
          <text x="878" y="255">
            10
          </text>
          <text x="1383" y="477">
            12
          </text>
        </g>
      </svg>
    </div>
  );
}
