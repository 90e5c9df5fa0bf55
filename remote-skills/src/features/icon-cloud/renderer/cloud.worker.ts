/**
 * The icon cloud in a worker: it draws on the page's canvas through an OffscreenCanvas,
 * so the spinning costs the page's main thread (almost) nothing.
 */
import { createCloudEngine, type CloudEngine } from './cloudEngine';
import { applyCommand, type FromWorker, type ToWorker } from './engineMessages';

/** The parts of a dedicated worker's global scope used here (the DOM typings describe a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
  requestAnimationFrame?: (callback: (time: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  close(): void;
}

const scope = self as unknown as WorkerScope;
let engine: CloudEngine | null = null;

function post(message: FromWorker) {
  scope.postMessage(message);
}

function fail(error: unknown) {
  engine?.destroy();
  engine = null;
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'init') {
      engine = createCloudEngine(data.canvas, data.settings, {
        // Looked up on each call, so a test or profiler may wrap them; the boot said they exist (canAnimate).
        requestFrame: (callback) => scope.requestAnimationFrame!(callback),
        cancelFrame: (id) => scope.cancelAnimationFrame!(id),
        onFirstFrame: () => post({ type: 'first-frame' }),
        createSurface: (width, height) => new OffscreenCanvas(width, height),
        onTitle: (title) => post({ type: 'title', title }),
        onCursor: (cursor) => post({ type: 'cursor', cursor }),
        onError: fail,
      });
    } else if (data.type === 'destroy') {
      engine?.destroy();
      engine = null;
      scope.close();
    } else if (engine) {
      applyCommand(engine, data);
    }
  } catch (error) {
    fail(error);
  }
};

post({
  type: 'booted',
  canAnimate:
    typeof scope.requestAnimationFrame === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof Path2D === 'function',
});
