import { Label, Lines, Paper, blue, gold } from "./parts";

/*
 * The technology domains of /domains, one drawing each on the shared 400 by 300 frame: the
 * subject itself in the line work of a patent figure (one weight, reference numerals on lead
 * lines), so the page's seven sections no longer repeat one sheet with a different icon.
 */

/** Reference numerals on curved lead lines: [path, label x, label y, numeral]. */
function Numerals({ leaders }: { leaders: [string, number, number, string][] }) {
  return (
    <g strokeWidth="1.25">
      {leaders.map(([d, x, y, n]) => (
        <g key={n}>
          <path d={d} />
          <Label x={x} y={y} size={11} anchor={x < 200 ? "end" : undefined}>
            {n}
          </Label>
        </g>
      ))}
    </g>
  );
}

/** Aerospace: an airliner in plan view on a dashed climb-out path. */
export function AircraftPlan() {
  return (
    <>
      <path
        d="M40 246C96 150 150 96 214 62"
        className={gold}
        strokeWidth="2.5"
        strokeDasharray="2 10"
      />
      <g fill="#fff">
        <path d="M190 132L88 184v14l102-28zM210 132l102 52v14l-102-28z" />
        <path d="M192 222l-34 16v10l34-8zM208 222l34 16v10l-34-8z" />
        <path d="M200 52c9 0 12 18 12 34v128c0 16-5 28-12 36-7-8-12-20-12-36V86c0-16 3-34 12-34z" />
        <ellipse cx="140" cy="168" rx="7" ry="14" />
        <ellipse cx="260" cy="168" rx="7" ry="14" />
      </g>
      <path d="M196 72h8" className={blue} strokeWidth="3" />
      <Numerals
        leaders={[
          ["M214 80q22-8 36 2", 256, 88, "10"],
          ["M112 186q-16 14-24 34", 92, 234, "12"],
          ["M264 184q12 20 30 26", 298, 216, "14"],
          ["M238 244q14 6 28 0", 272, 248, "16"],
        ]}
      />
    </>
  );
}

/** Software: a program's window, its code indented in blocks, beside the flow it runs. */
export function SoftwareFlow() {
  return (
    <>
      <Paper x={48} y={52} w={200} h={178}>
        <path d="M48 76h200" />
        <g className={gold} fill="currentColor" stroke="none">
          <circle cx="62" cy="64" r="3.5" />
          <circle cx="74" cy="64" r="3.5" />
          <circle cx="86" cy="64" r="3.5" />
        </g>
        <Lines x={66} y={98} widths={[70]} />
        <Lines x={82} y={112} widths={[96, 64, 110]} gap={12} />
        <Lines x={98} y={150} widths={[58, 80]} gap={12} />
        <Lines x={82} y={178} widths={[88]} />
        <Lines x={66} y={194} widths={[40]} />
        <path d="M72 104v80" className={blue} opacity=".5" />
      </Paper>
      <g fill="#fff">
        <rect x="282" y="54" width="68" height="32" rx="6" />
        <path d="M316 122l30 28-30 28-30-28z" />
        <rect x="282" y="214" width="68" height="32" rx="6" />
      </g>
      <path d="M316 86v36M316 178v36M286 150h-20v80h16" />
      <path d="M312 116l4 6 4-6M312 208l4 6 4-6M276 226l6 4-6 4" className={blue} />
      <Label x={316} y={154} size={11} anchor="middle" weight={700}>
        ?
      </Label>
      <Numerals
        leaders={[
          ["M248 120q14-6 34-40", 252, 50, "20"],
          ["M346 150q16 8 20 26", 366, 190, "22"],
        ]}
      />
    </>
  );
}

/** Life science and chemistry: a substituted benzene ring beside a conical flask. */
export function MoleculeFlask() {
  return (
    <>
      <g fill="#fff">
        <path d="M150 98l45 26v52l-45 26-45-26v-52z" />
      </g>
      <path d="M150 109l35 20M185 171l-35 20M115 171v-42" strokeWidth="2" />
      <path d="M150 98V68M195 176l20 12M105 176l-26 15" />
      <Label x={150} y={60} size={14} anchor="middle" weight={700}>
        OH
      </Label>
      <Label x={216} y={204} size={14} weight={700}>
        <tspan className={blue}>Cl</tspan>
      </Label>
      <Label x={74} y={204} size={14} anchor="end" weight={700}>
        NH
        <tspan fontSize="10" dy="4">
          2
        </tspan>
      </Label>
      <path d="M278 88v46l-38 74c-5 10 2 20 12 20h76c10 0 17-10 12-20l-38-74V88" fill="#fff" />
      <path d="M270 88h36" strokeWidth="3" />
      <path
        d="M258 176h64l16 32c5 10-2 20-12 20h-72c-10 0-17-10-12-20z"
        className={gold}
        fill="currentColor"
        fillOpacity=".35"
        stroke="none"
      />
      <g className={blue} fill="currentColor" stroke="none">
        <circle cx="282" cy="198" r="4" />
        <circle cx="300" cy="186" r="3" />
        <circle cx="292" cy="160" r="2.5" />
      </g>
      <Numerals leaders={[["M318 150q18-10 22-34", 344, 112, "30"]]} />
    </>
  );
}

/** A spur gear's outline: `teeth` trapezoid teeth between radii `root` and `tip`. */
function gearPath(cx: number, cy: number, root: number, tip: number, teeth: number, turn = 0) {
  const step = (2 * Math.PI) / teeth;
  const point = (r: number, a: number) =>
    `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = turn + i * step;
    d +=
      (i === 0 ? "M" : "L") +
      point(root, a - step * 0.3) +
      "L" +
      point(tip, a - step * 0.14) +
      "L" +
      point(tip, a + step * 0.14) +
      "L" +
      point(root, a + step * 0.3);
  }
  return `${d}Z`;
}

/** Engineering: two meshing spur gears on their shafts, with a dimension line. */
export function GearTrain() {
  return (
    <>
      <g fill="#fff">
        <path d={gearPath(160, 150, 56, 68, 16)} />
        <path d={gearPath(256, 106, 32, 44, 10, Math.PI / 10)} />
      </g>
      <circle cx="160" cy="150" r="34" />
      <circle cx="160" cy="150" r="10" className={gold} fill="currentColor" stroke="none" />
      <circle cx="256" cy="106" r="16" />
      <circle cx="256" cy="106" r="6" className={gold} fill="currentColor" stroke="none" />
      <path d="M160 116v-6M160 184v6M126 150h-6M194 150h6" opacity=".5" />
      <path d="M160 150L256 106" className={blue} strokeDasharray="4 6" />
      <g className={blue}>
        <path d="M92 254h136M92 246v16M228 246v16" strokeWidth="1.5" />
        <path d="M100 250l-8 4 8 4M220 250l8 4-8 4" strokeWidth="1.5" />
      </g>
      <Label x={160} y={274} size={11} anchor="middle">
        136
      </Label>
      <Numerals
        leaders={[
          ["M110 104q-20-10-26-28", 80, 70, "40"],
          ["M290 80q14-16 30-18", 324, 64, "42"],
        ]}
      />
    </>
  );
}

/** Electronics and telecommunications: a chip on a circuit board, and a mast sending waves. */
export function CircuitAntenna() {
  let pins = "";
  for (let i = 0; i < 5; i++) {
    const p = 116 + i * 17;
    pins += `M${p} 96v-10M${p} 194v10M90 ${p - 6}h-10M190 ${p - 6}h10`;
  }
  return (
    <>
      <Paper x={40} y={52} w={200} h={196}>
        <path
          d="M80 110H58v-36M80 178H62v44h40M200 110h22V74M200 178h18v44h-58"
          className={blue}
          opacity=".7"
        />
        <g className={gold} fill="currentColor" stroke="none">
          <circle cx="58" cy="72" r="5" />
          <circle cx="104" cy="222" r="5" />
          <circle cx="222" cy="72" r="5" />
          <circle cx="158" cy="222" r="5" />
        </g>
      </Paper>
      <path d={pins} />
      <rect x="90" y="96" width="100" height="98" rx="6" fill="#fff" />
      <circle cx="104" cy="110" r="3" fill="currentColor" stroke="none" />
      <Lines x={112} y={140} widths={[56, 40]} gap={12} />
      <path d="M306 248l22-120 22 120M313 210h30M319 176h18M298 248h60" />
      <circle cx="328" cy="118" r="7" className={gold} fill="currentColor" stroke="none" />
      <g className={blue} strokeWidth="2.5">
        <path d="M306 96a30 30 0 0 0 0 44M350 96a30 30 0 0 1 0 44" />
        <path d="M292 80a52 52 0 0 0 0 76M364 80a52 52 0 0 1 0 76" opacity=".55" />
      </g>
      <Numerals leaders={[["M190 196q16 20 10 40", 204, 262, "50"]]} />
    </>
  );
}

/** Medical devices: a patient monitor's trace above an expanded stent's mesh. */
export function MonitorStent() {
  // The stent's struts: two zigzags crossing along the tube, a diamond mesh.
  let mesh = "";
  for (let x = 90; x < 310; x += 22) mesh += `M${x} 214l11 14 11-14M${x} 242l11-14 11 14`;
  return (
    <>
      <rect x="104" y="40" width="192" height="124" rx="12" fill="#fff" />
      <rect x="118" y="54" width="164" height="84" rx="4" />
      <path d="M126 104h42l8-26 12 52 12-40 8 14h66" className={gold} strokeWidth="3" />
      <path d="M178 164v12h44v-12M164 176h72" />
      <g className={blue} fill="currentColor" stroke="none">
        <circle cx="262" cy="151" r="4" />
        <circle cx="248" cy="151" r="4" opacity=".5" />
      </g>
      <path d="M84 214h232M84 242h232" />
      <path d={mesh} className={blue} strokeWidth="1.75" />
      <path d="M84 214c-10 0-10 28 0 28M316 214c10 0 10 28 0 28" />
      <Numerals
        leaders={[
          ["M104 70q-22-4-34 12", 66, 96, "60"],
          ["M316 228q24-4 34-22", 354, 204, "62"],
        ]}
      />
    </>
  );
}
