import { Leaf, type LucideIcon, Route, Ship, Sparkles } from 'lucide-react';

export type TourStep = {
  /** Key under `steps.` in the tour namespace. */
  id: 'smartfeeder' | 'cargoMatching' | 'shipOfferings' | 'greenRefit';
  route: string;
  icon: LucideIcon;
  accent: string;
};

/** PRODUCT.md 16: four steps, each leading to its module. */
export const tourSteps: readonly TourStep[] = [
  { id: 'smartfeeder', route: '/smartfeeder-tool', icon: Route, accent: 'bg-brand-100 text-brand-800' },
  { id: 'cargoMatching', route: '/cargo-matching', icon: Sparkles, accent: 'bg-violet-100 text-violet-800' },
  { id: 'shipOfferings', route: '/ship-offerings', icon: Ship, accent: 'bg-sky-100 text-sky-800' },
  { id: 'greenRefit', route: '/greenrefit', icon: Leaf, accent: 'bg-emerald-100 text-emerald-800' },
];
