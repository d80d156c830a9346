import type { TopicId } from '@lexora/contracts';
import {
  BookOpen,
  Car,
  Castle,
  FlaskConical,
  Lamp,
  Palette,
  PartyPopper,
  PawPrint,
  Plane,
  Salad,
  Shield,
  Trees,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<TopicId, LucideIcon> = {
  'food-health': Salad,
  'places-travel': Plane,
  'festivals-celebrations': PartyPopper,
  folktales: Lamp,
  fiction: BookOpen,
  science: FlaskConical,
  heroes: Shield,
  cartoons: Palette,
  animals: PawPrint,
  vehicles: Car,
  fairytales: Castle,
  sports: Trophy,
  nature: Trees,
};

/** The picture of a reading topic (SVG: it renders on machines without an emoji font). */
export function TopicIcon({ id, className = 'h-7 w-7' }: { id: TopicId; className?: string }) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden />;
}
