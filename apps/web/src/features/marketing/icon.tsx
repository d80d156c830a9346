import {
  ArrowRight,
  BookMarked,
  BookOpen,
  Brain,
  Check,
  ChevronDown,
  Clock,
  ExternalLink,
  Gamepad2,
  Globe,
  Headphones,
  Heart,
  Lightbulb,
  Mail,
  Mic,
  Play,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The marketing pages' icons, by name (lucide, the app's one icon library). */
const icons = {
  book: BookMarked,
  reading: BookOpen,
  mic: Mic,
  brain: Brain,
  headphones: Headphones,
  check: Check,
  arrow: ArrowRight,
  play: Play,
  external: ExternalLink,
  globe: Globe,
  heart: Heart,
  bulb: Lightbulb,
  shield: ShieldCheck,
  sparkles: Sparkles,
  users: Users,
  mail: Mail,
  chevron: ChevronDown,
  clock: Clock,
  gamepad: Gamepad2,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  const Svg = icons[name];
  return <Svg className={className} aria-hidden />;
}
