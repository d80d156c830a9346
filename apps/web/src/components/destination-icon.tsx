import {
  BookOpen,
  ClipboardCheck,
  Gamepad2,
  GraduationCap,
  LayoutDashboard,
  Link2,
  MessageCircleQuestion,
  Mic,
  PenLine,
  Timer,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { DestinationId } from '../lib/destinations';

const icons: Record<DestinationId, LucideIcon> = {
  dashboard: LayoutDashboard,
  games: Gamepad2,
  coach: Mic,
  analyser: PenLine,
  reading: BookOpen,
  assessment: ClipboardCheck,
  wordQuiz: Timer,
  relatedQuiz: Link2,
  wordAssistant: MessageCircleQuestion,
  sample: GraduationCap,
  community: Users,
};

export function DestinationIcon({
  id,
  className = 'h-6 w-6',
}: {
  id: DestinationId;
  className?: string;
}) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden />;
}
