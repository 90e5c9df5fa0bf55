/** How a client render draws a host island from its server HTML warmed for a hop (decision 0032). */
import { createContext, type ComponentType, type ReactNode } from 'react';
import type { HydrationSchedule } from './schedule';

export interface IslandFromMarkup {
  markup: string;
  /** Draws the markup, then hydrates it as its own root: the host's, keeping react-dom's client out of shared. */
  Draw: ComponentType<{ name: string; when: HydrationSchedule; markup: string; children: ReactNode }>;
}

/** The island's warmed HTML by name, or null (render it as a component); the host provides it, a remote does not. */
export const IslandMarkupContext = createContext<(name: string) => IslandFromMarkup | null>(() => null);
