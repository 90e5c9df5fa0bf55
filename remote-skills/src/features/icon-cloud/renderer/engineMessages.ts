import type { ThemeName } from '@portfolio/shared/theme/tokens';
import type { MotionSettings } from '../data/cloudConfig';
import type { CloudEngine, EngineSettings, PointerInput, Viewport } from './cloudEngine';

/** What the page tells a running engine (in a worker or on the main thread). */
export type EngineCommand =
  | { type: 'running'; running: boolean }
  | { type: 'theme'; theme: ThemeName }
  | { type: 'motion'; motion: MotionSettings }
  | { type: 'viewport'; viewport: Viewport }
  | { type: 'pointer'; input: PointerInput };

/** Page -> worker messages. */
export type ToWorker =
  EngineCommand | { type: 'init'; canvas: OffscreenCanvas; settings: EngineSettings } | { type: 'destroy' };

/** Worker -> page messages. */
export type FromWorker =
  | { type: 'booted'; canAnimate: boolean }
  | { type: 'first-frame' }
  | { type: 'title'; title: string }
  | { type: 'cursor'; cursor: string }
  | { type: 'error'; message: string };

export function applyCommand(engine: CloudEngine, command: EngineCommand) {
  switch (command.type) {
    case 'running':
      engine.setRunning(command.running);
      break;
    case 'theme':
      engine.setTheme(command.theme);
      break;
    case 'motion':
      engine.setMotion(command.motion);
      break;
    case 'viewport':
      engine.setViewport(command.viewport);
      break;
    case 'pointer':
      engine.pointer(command.input);
      break;
  }
}
