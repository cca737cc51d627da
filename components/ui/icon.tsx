import {
  Award,
  BookOpen,
  Bot,
  Brain,
  Briefcase,
  Building2,
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  Code,
  Cpu,
  Dna,
  Eye,
  Factory,
  FileSearch,
  FileText,
  FlaskConical,
  Gavel,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Languages,
  Layers,
  Lightbulb,
  Lock,
  Microscope,
  Network,
  PenTool,
  Plane,
  Rocket,
  Scale,
  Search,
  Shield,
  Sparkles,
  Stamp,
  Target,
  Timer,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/content/types";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  "book-open": BookOpen,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  "calendar-clock": CalendarClock,
  chart: ChartColumn,
  "clipboard-check": ClipboardCheck,
  code: Code,
  cpu: Cpu,
  dna: Dna,
  eye: Eye,
  factory: Factory,
  "file-search": FileSearch,
  "file-text": FileText,
  flask: FlaskConical,
  gavel: Gavel,
  globe: Globe,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  languages: Languages,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  microscope: Microscope,
  network: Network,
  "pen-tool": PenTool,
  plane: Plane,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  shield: Shield,
  sparkles: Sparkles,
  stamp: Stamp,
  target: Target,
  timer: Timer,
  "trending-up": TrendingUp,
  users: Users,
  zap: Zap,
};

/** A content icon by name; decorative (aria-hidden) unless given a label. */
export function Icon({
  name,
  className,
  label,
}: {
  name: IconName;
  className?: string;
  label?: string;
}) {
  const Component = icons[name];
  return label ? (
    <Component className={className} role="img" aria-label={label} />
  ) : (
    <Component className={className} aria-hidden="true" />
  );
}
