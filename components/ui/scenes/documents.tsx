import { ICON_SHAPES, type IconId } from "@/components/ui/icons";
import { Check, Clock, Label, Lines, Paper, blue, gold } from "./parts";

/*
 * The firm's deliverables, drawn on a 400 by 300 frame: each one a document a client receives,
 * recognisable by its layout rather than by words.
 */

/** A formal drawing sheet: one figure with curved lead lines to reference numerals. */
export function DrawingSheet({ figure = "cpu" }: { figure?: IconId }) {
  const leaders: [string, number, number, string][] = [
    ["M136 96q16-2 30 14", 130, 100, "10"],
    ["M262 86q-14 0-26 14", 268, 90, "12"],
    ["M258 176q-16 0-34-20", 264, 182, "14"],
  ];
  return (
    <>
      <Paper x={135} y={30} w={176} h={240} rotate={5} />
      <Paper x={104} y={26} w={182} h={246}>
        <Label x={274} y={44} size={9} anchor="end">
          Sheet 1 of 3
        </Label>
        <g
          transform="translate(147 66) scale(4)"
          strokeWidth=".55"
          dangerouslySetInnerHTML={{ __html: ICON_SHAPES[figure] }}
        />
        <g strokeWidth="1.25">
          {leaders.map(([d, x, y, n]) => (
            <g key={n}>
              <path d={d} />
              <Label x={x} y={y} size={10} anchor={x < 200 ? "end" : undefined}>
                {n}
              </Label>
            </g>
          ))}
        </g>
        <Label x={195} y={214} size={13} anchor="middle" weight={700}>
          FIG. 1
        </Label>
      </Paper>
      <g className={blue}>
        <path d="M236 262h90l-90-90z" fill="#fff" fillOpacity=".7" />
        <path d="M252 246h35l-35-35z" />
      </g>
      <g className={gold}>
        <path d="M114 36v-4h4M276 36v-4h-4M114 262v4h4M276 262v4h-4" strokeWidth="1.5" />
      </g>
    </>
  );
}

/** A search report: the query, then prior-art hits ranked with their relevance. */
export function SearchReport() {
  const bars = [118, 92, 70, 44];
  return (
    <>
      <Paper x={142} y={34} w={176} h={236} rotate={4} />
      <Paper x={96} y={24} w={190} h={252}>
        <rect x={96} y={24} width={190} height={30} rx="4" fill="currentColor" />
        <path d="M110 39h72" stroke="#fff" strokeWidth="3" opacity=".8" />
        <rect x={110} y={64} width={162} height={18} rx="9" className={blue} />
        <Lines x={122} y={73} widths={[86]} />
        {bars.map((w, i) => {
          const y = 96 + i * 42;
          return (
            <g key={w}>
              <circle cx={118} cy={y + 10} r="9" fill="currentColor" className={i ? "" : gold} />
              <Label x={118} y={y + 14} size={10} anchor="middle" weight={700}>
                <tspan fill="#fff">{i + 1}</tspan>
              </Label>
              <Lines x={134} y={y + 6} widths={[120 - i * 8, 84]} gap={9} />
              <rect
                x={134}
                y={y + 24}
                width={120}
                height="5"
                rx="2.5"
                fill="currentColor"
                stroke="none"
                opacity=".08"
              />
              <rect
                x={134}
                y={y + 24}
                width={w}
                height="5"
                rx="2.5"
                fill="currentColor"
                stroke="none"
                className={i ? blue : gold}
              />
            </g>
          );
        })}
      </Paper>
      <path d="M326 236l26 26" strokeWidth="10" />
      <circle
        cx={302}
        cy={212}
        r="34"
        fill="#fff"
        fillOpacity=".85"
        strokeWidth="5"
        className={gold}
      />
      <Check x={302} y={212} r={12} />
    </>
  );
}

/** A trade marks journal page under watch: marks in boxes, one flagged as too close. */
export function TrademarkRegister() {
  const marks = [
    <circle key="o" cx={0} cy={0} r="14" />,
    <path key="t" d="M0-14l15 26h-30z" />,
    <path key="m" d="M-15 12v-24l15 16 15-16v24" />,
    <path key="d" d="M0-15l15 15-15 15-15-15z" />,
    <path key="w" d="M-16 4q8-14 16 0t16 0M-16-6q8-14 16 0t16 0" />,
    <rect key="s" x={-12} y={-12} width="24" height="24" rx="6" />,
  ];
  return (
    <>
      <Paper x={82} y={24} w={236} h={252}>
        <Lines x={98} y={44} widths={[110]} />
        <path d="M98 56h204" opacity=".2" />
        {marks.map((mark, i) => {
          const x = 98 + (i % 3) * 72;
          const y = 68 + Math.floor(i / 3) * 88;
          const flagged = i === 4;
          return (
            <g key={i}>
              <rect
                x={x}
                y={y}
                width="60"
                height="56"
                rx="3"
                className={flagged ? gold : undefined}
                strokeWidth={flagged ? 3 : 1.25}
              />
              <g
                transform={`translate(${x + 30} ${y + 28})`}
                className={flagged ? blue : undefined}
              >
                {mark}
              </g>
              <Lines x={x} y={y + 68} widths={[52, 36]} gap={8} />
            </g>
          );
        })}
      </Paper>
      <g className={gold}>
        <circle cx={310} cy={236} r="28" fill="currentColor" stroke="none" />
      </g>
      <g stroke="#fff" strokeWidth="2.5">
        <path d="M292 236q18-18 36 0q-18 18-36 0z" />
        <circle cx={310} cy={236} r="4" />
      </g>
    </>
  );
}

/** A sequence listing: residues in blocks of ten with their positions, beside a double helix. */
export function SequenceListing() {
  const rows = [
    "atgcgtacct ggatcaagtc",
    "tacgcttgac cgtaagcatt",
    "gcatcggtac ttgacgtacc",
    "ccgtaagttc atgcaatgcg",
    "ttacgatcga gctagcatta",
  ];
  // Base pairs between the strands, as wide as the strands are apart at each height.
  let rungs = "";
  for (let y = 40; y < 244; y += 12) {
    const half = Math.round(28 * Math.abs(Math.sin((Math.PI * (y - 28)) / 72)));
    if (half > 6) rungs += `M${340 - half} ${y}h${half * 2}`;
  }
  return (
    <>
      <Paper x={52} y={32} w={238} h={236}>
        <Label x={68} y={58} size={12} weight={700}>
          SEQ ID NO: 1
        </Label>
        <Lines x={68} y={74} widths={[96, 70]} gap={9} />
        <g fontFamily="ui-monospace,monospace">
          {rows.map((row, i) => (
            <g key={row}>
              <Label x={96} y={114 + i * 28} size={10} anchor="end">
                <tspan className={blue}>{1 + i * 20}</tspan>
              </Label>
              <Label x={106} y={114 + i * 28} size={12}>
                {row}
              </Label>
            </g>
          ))}
        </g>
      </Paper>
      <path d={rungs} opacity=".35" />
      <path d="M340 28c40 24 40 48 0 72s-40 48 0 72 40 48 0 72" strokeWidth="4" className={gold} />
      <path d="M340 28c-40 24-40 48 0 72s40 48 0 72-40 48 0 72" strokeWidth="4" className={blue} />
    </>
  );
}

/** A claim chart: each element of the claim beside the evidence that reads on it. */
export function ClaimChart() {
  return (
    <>
      <Paper x={38} y={40} w={324} h={220}>
        <rect x={38} y={40} width={324} height={30} rx="4" fill="currentColor" />
        <g className="text-white">
          <Label x={54} y={60} size={11} weight={700}>
            Claim 1
          </Label>
          <Label x={208} y={60} size={11} weight={700}>
            Evidence of use
          </Label>
        </g>
        <path d="M196 70v190" opacity=".2" />
        {["a", "b", "c", "d"].map((el, i) => {
          const y = 70 + i * 47.5;
          return (
            <g key={el}>
              {i > 0 && <path d={`M38 ${y}h324`} opacity=".15" />}
              <Label x={54} y={y + 20} size={10} weight={700}>
                <tspan className={blue}>1[{el}]</tspan>
              </Label>
              <Lines x={84} y={y + 16} widths={[96, 66 - i * 6]} gap={10} />
              <rect x={208} y={y + 10} width="44" height="28" rx="2" strokeWidth="1.25" />
              <Lines x={214} y={y + 19} widths={[30, 20]} gap={9} />
              <Lines x={262} y={y + 18} widths={[52, 36]} gap={10} />
              <Check x={340} y={y + 24} />
            </g>
          );
        })}
      </Paper>
    </>
  );
}

/** A docket calendar: a month of days, the deadline ringed, with a clock. */
export function DocketCalendar() {
  let days = "";
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 7; col++) days += `M${92 + col * 30} ${112 + row * 28}h10`;
  return (
    <>
      <Paper x={72} y={40} w={228} h={218}>
        <rect x={72} y={40} width={228} height={42} rx="4" fill="currentColor" />
        <path d="M92 62h70" stroke="#fff" strokeWidth="4" opacity=".8" />
        <path d={days} strokeWidth="3" opacity=".25" />
        <g className={blue} fill="currentColor" stroke="none">
          <circle cx={127} cy={128} r="3" />
          <circle cx={217} cy={184} r="3" />
        </g>
        <circle cx={187} cy={168} r="13" strokeWidth="3" className={gold} />
      </Paper>
      <g fill="#fff">
        <rect x={108} y={28} width="10" height="24" rx="5" />
        <rect x={254} y={28} width="10" height="24" rx="5" />
      </g>
      <Clock x={296} y={232} r={38} />
    </>
  );
}

/** A signed agreement: numbered clauses, the signature and a seal. */
export function Contract() {
  return (
    <>
      <Paper x={118} y={30} w={178} h={240} rotate={-4} />
      <Paper x={100} y={24} w={192} h={252}>
        <path d="M152 50h88" strokeWidth="4" opacity=".5" />
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <Label x={116} y={80 + i * 34} size={10} weight={700}>
              <tspan className={blue}>{i + 1}.</tspan>
            </Label>
            <Lines x={132} y={76 + i * 34} widths={[144, 128, i % 2 ? 60 : 96]} gap={9} />
          </g>
        ))}
        <path d="M196 246h78" opacity=".4" />
        <path d="M200 238c8-16 12 4 18-6s8 10 16-2 10 6 22-6" className={blue} strokeWidth="2.5" />
      </Paper>
      <g className={gold}>
        <path d="M130 256l-8 24 12-6 8 10 4-24M150 256l4 24 6-10 10 8-6-24" fill="currentColor" />
        <circle cx={146} cy={244} r="24" fill="currentColor" />
        <circle cx={146} cy={244} r="16" stroke="#fff" strokeDasharray="3 3" />
      </g>
    </>
  );
}

/** The way a matter runs: the brief, the work on it, the checked deliverable, in turn. */
export function Process() {
  const sheets = [30, 155, 280];
  return (
    <>
      <path d="M126 150h22M251 150h22" strokeWidth="3" strokeDasharray="2 7" className={gold} />
      <path d="M142 144l6 6-6 6M267 144l6 6-6 6" className={gold} />
      {sheets.map((x, i) => (
        <g key={x}>
          <Paper x={x} y={92} w={90} h={118}>
            <Lines x={x + 14} y={112} widths={[52, 62, 40, 58, 30]} gap={12} />
          </Paper>
          <circle cx={x + 45} cy={64} r="15" fill="currentColor" />
          <Label x={x + 45} y={69} size={13} anchor="middle" weight={700}>
            <tspan fill="#fff">{i + 1}</tspan>
          </Label>
        </g>
      ))}
      <path d="M96 104v-16a6 6 0 0 1 12 0v20" className={blue} />
      <circle cx={214} cy={186} r="16" fill="#fff" strokeWidth="3" className={blue} />
      <path d="M226 198l10 10" strokeWidth="5" />
      <Check x={350} y={194} r={13} />
    </>
  );
}
