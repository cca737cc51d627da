import type { CalendarDate } from "@/lib/deadlines/dates";
import { DESIGN_EVENTS } from "@/lib/deadlines/designs";
import {
  computeDeadlines,
  type CalculatorEvent as EngineEvent,
  type Deadline,
  type EventContext,
  type EventDefinition,
  type SetPeriod,
} from "@/lib/deadlines/engine";
import { EP_EVENTS } from "@/lib/deadlines/ep";
import { IN_PATENT_EVENTS } from "@/lib/deadlines/in-patents";
import { PCT_EVENTS } from "@/lib/deadlines/pct";
import { TRADEMARK_EVENTS } from "@/lib/deadlines/trademarks";
import { US_PATENT_EVENTS } from "@/lib/deadlines/us-patents";

/**
 * The calculator's events: each module's, in the list's group order. Everything else about an
 * event (its ids, whether it takes a priority date, its rules) is read from its one definition,
 * so no list here can miss one.
 */
const DEFINITIONS = [
  ...PCT_EVENTS,
  ...US_PATENT_EVENTS,
  ...EP_EVENTS,
  ...IN_PATENT_EVENTS,
  ...DESIGN_EVENTS,
  ...TRADEMARK_EVENTS,
] as const satisfies readonly EventDefinition[];

export type EventId = (typeof DEFINITIONS)[number]["id"];
export type CalculatorEvent = EngineEvent<EventId>;

const BY_ID: ReadonlyMap<string, EventDefinition> = new Map(
  DEFINITIONS.map((definition) => [definition.id, definition]),
);

/** The event list: what the form offers, without the rules. */
export const EVENTS: readonly CalculatorEvent[] = DEFINITIONS.map(
  ({ id, label, group, dateMeaning }) => ({ id, label, group, dateMeaning }),
);

export const EVENT_IDS: readonly EventId[] = DEFINITIONS.map((definition) => definition.id);

export function eventById(id: string): CalculatorEvent | undefined {
  return EVENTS.find((event) => event.id === id);
}

/** Events whose calculation takes a priority date besides the event's own. */
export const TAKES_PRIORITY: ReadonlySet<EventId> = new Set(
  DEFINITIONS.filter((definition) => "takesPriority" in definition).map((d) => d.id),
);

/** The period an event's communication sets, where the visitor enters it; else undefined. */
export const setPeriodOf = (id: string): SetPeriod | undefined => BY_ID.get(id)?.setPeriod;

export interface DeadlineResult {
  event: CalculatorEvent;
  start: CalendarDate;
  /** The priority date the calculation used, where the event takes one. */
  priority?: CalendarDate;
  /** The period the communication set, where the event has one: the visitor's, or the usual. */
  period?: { months: number; usual: boolean; usualSource: string };
  deadlines: Deadline[];
  /** Rules left out for this date, and why. */
  notes: string[];
}

/** Every deadline that follows `event` on `start`, earliest first. */
export function deadlinesFor(
  eventId: EventId,
  start: CalendarDate,
  context: EventContext = {},
): DeadlineResult {
  const definition = BY_ID.get(eventId);
  if (!definition) throw new Error(`Unknown calculator event: ${eventId}`);
  const { label, group, dateMeaning } = definition;
  const id = eventId;
  const set = setPeriodOf(id);
  const period = set ? (context.period ?? set.usual) : undefined;
  const used: EventContext = {
    ...(TAKES_PRIORITY.has(id) && context.priority ? { priority: context.priority } : {}),
    ...(period !== undefined ? { period } : {}),
  };
  return {
    event: { id, label, group, dateMeaning },
    start,
    ...(used.priority ? { priority: used.priority } : {}),
    ...(set && period !== undefined
      ? {
          period: {
            months: period,
            usual: context.period === undefined,
            usualSource: set.usualSource,
          },
        }
      : {}),
    ...computeDeadlines(definition, start, used),
  };
}

export {
  CLOSED_DAYS,
  EVENT_GROUPS,
  lastDay,
  nextOpenDay,
  type Deadline,
  type DeadlineKind,
  type EventContext,
  type SetPeriod,
} from "@/lib/deadlines/engine";
export { INDIA_PRIORITY_WARNING } from "@/lib/deadlines/in-patents";
export { ARTICLE_19_WARNING } from "@/lib/deadlines/pct";
export { US_PRIORITY_CLAIM_WARNING } from "@/lib/deadlines/us-patents";
export { termExpiry } from "@/lib/deadlines/trademarks";
