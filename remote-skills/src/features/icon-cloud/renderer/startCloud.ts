/**
 * Starts the icon cloud on a canvas: in a worker through an OffscreenCanvas where the
 * browser allows it (the page's main thread then only forwards pointer events) and the engine
 * shows it reliably (not WebKit's Linux ports nor Firefox: utils/canvasThread), else on
 * the main thread. Either way the page talks to it with the same commands.
 */
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import type { IconRecord } from '@portfolio/shared/types/entities';
import type { ThemeName } from '@portfolio/shared/theme/tokens';
import cloudWorkerUrl from './cloud.worker.ts?worker&url';
import { CLOUD_CONFIG, type MotionSettings } from '../data/cloudConfig';
import { workerCanvasFails } from '../utils/canvasThread';
import { toLogicalPoint } from '../utils/frame';
import { createCloudEngine, type EngineSettings, type PointerInput, type Viewport } from './cloudEngine';
import { applyCommand, type EngineCommand, type FromWorker, type ToWorker } from './engineMessages';

export interface CloudHandle {
  /** 'worker' or 'main thread': where the drawing runs. */
  readonly mode: 'worker' | 'main thread';
  send(command: Exclude<EngineCommand, { type: 'pointer' | 'viewport' }>): void;
  destroy(): void;
}

export interface StartCloudOptions {
  canvas: HTMLCanvasElement;
  records: readonly IconRecord[];
  theme: ThemeName;
  motion: MotionSettings;
  /** The cloud broke after starting. */
  onError: () => void;
  /** Checked before the canvas is handed over: a cloud unmounted while starting does not start. */
  isCancelled: () => boolean;
}

/** A User Timing mark at the cloud's first frame: the engines suite reads it (decision 0012). */
const FIRST_FRAME_MARK = 'icon-cloud:first-frame';

function markFirstFrame() {
  if (typeof performance.mark === 'function') performance.mark(FIRST_FRAME_MARK);
}

function viewportOf(canvas: HTMLCanvasElement): Viewport {
  return { cssWidth: canvas.getBoundingClientRect().width, pixelRatio: window.devicePixelRatio || 1 };
}

/**
 * The worker script sits beside this module, on the remote's origin. A page on another
 * origin (the host) may not start it directly, so it starts a tiny same-origin blob
 * worker that loads it; `done` frees the blob once the worker has answered or failed.
 */
function createWorker(): { worker: Worker; done: () => void } {
  const url = new URL(cloudWorkerUrl, import.meta.url);
  // Vite serves workers as modules in dev and builds them as classic scripts.
  const type: WorkerType = import.meta.env.DEV ? 'module' : 'classic';
  if (url.origin === window.location.origin) return { worker: new Worker(url, { type }), done: () => {} };
  const loader =
    type === 'module' ? `import ${JSON.stringify(url.href)};` : `importScripts(${JSON.stringify(url.href)});`;
  const blobUrl = URL.createObjectURL(new Blob([loader], { type: 'text/javascript' }));
  const done = () => URL.revokeObjectURL(blobUrl);
  try {
    return { worker: new Worker(blobUrl, { type }), done };
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * A worker that has loaded and can animate an OffscreenCanvas, or null. One that does not answer has its
 * script stalled on the way, a file of this remote's release: it is given the bound of a section's files
 * (REMOTE_LOAD_TIMEOUT_MS), then left for the main thread.
 */
function bootWorker(): Promise<Worker | null> {
  if (
    typeof Worker !== 'function' ||
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen !== 'function' ||
    workerCanvasFails(navigator.userAgent)
  ) {
    return Promise.resolve(null);
  }
  let created: ReturnType<typeof createWorker>;
  try {
    created = createWorker();
  } catch {
    return Promise.resolve(null);
  }
  const { worker, done } = created;
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      done();
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (!ready) worker.terminate();
      resolve(ready ? worker : null);
    };
    const onMessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'booted') finish(event.data.canAnimate);
    };
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), REMOTE_LOAD_TIMEOUT_MS);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
}

/** Starts the cloud (null if cancelled meanwhile); rejects if it cannot start at all (no 2D context...). */
export async function startCloud(options: StartCloudOptions): Promise<CloudHandle | null> {
  const { canvas, records, theme, motion, onError, isCancelled } = options;
  const worker = await bootWorker();
  if (isCancelled()) {
    worker?.terminate();
    return null;
  }

  // Measured now: the canvas may have been laid out while the worker started.
  const settings: EngineSettings = { records, theme, motion, viewport: viewportOf(canvas) };
  let send: (command: EngineCommand) => void;
  let stop: () => void;
  let mode: CloudHandle['mode'];

  if (worker) {
    mode = 'worker';
    const offscreen = canvas.transferControlToOffscreen();
    const post = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'title') canvas.title = message.title;
      else if (message.type === 'cursor') canvas.style.cursor = message.cursor;
      else if (message.type === 'error') onError();
      else if (message.type === 'first-frame') markFirstFrame();
    });
    worker.addEventListener('error', () => onError());
    post({ type: 'init', canvas: offscreen, settings }, [offscreen]);
    send = (command) => post(command);
    stop = () => worker.terminate();
  } else {
    mode = 'main thread';
    const engine = createCloudEngine(canvas, settings, {
      requestFrame: (callback) => window.requestAnimationFrame(callback),
      cancelFrame: (id) => window.cancelAnimationFrame(id),
      createSurface: (width, height) => {
        const surface = document.createElement('canvas');
        surface.width = width;
        surface.height = height;
        return surface;
      },
      onTitle: (title) => {
        canvas.title = title;
      },
      onCursor: (cursor) => {
        canvas.style.cursor = cursor;
      },
      onError,
      onFirstFrame: markFirstFrame,
    });
    send = (command) => applyCommand(engine, command);
    stop = () => engine.destroy();
  }

  // Pointer input, in logical canvas pixels; hovering, dragging and clicking all start here.
  const forward = (kind: PointerInput['kind']) => (event: PointerEvent) => {
    if (kind === 'down' && event.button === 0) canvas.setPointerCapture?.(event.pointerId);
    const point = toLogicalPoint(event.clientX, event.clientY, canvas.getBoundingClientRect(), CLOUD_CONFIG.canvasSize);
    send({
      type: 'pointer',
      input: {
        kind,
        x: point.x,
        y: point.y,
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        button: event.button,
        time: event.timeStamp,
      },
    });
  };
  const listeners: [keyof HTMLElementEventMap, (event: PointerEvent) => void][] = [
    ['pointermove', forward('move')],
    ['pointerdown', forward('down')],
    ['pointerup', forward('up')],
    ['pointercancel', forward('cancel')],
    ['pointerleave', forward('leave')],
  ];
  for (const [name, listener] of listeners) canvas.addEventListener(name, listener as EventListener);
  canvas.style.cursor = 'grab';

  // The backing store follows the shown size and the pixel ratio.
  const onResize = () => send({ type: 'viewport', viewport: viewportOf(canvas) });
  const resizeWatcher = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  resizeWatcher?.observe(canvas);

  return {
    mode,
    send,
    destroy() {
      resizeWatcher?.disconnect();
      for (const [name, listener] of listeners) canvas.removeEventListener(name, listener as EventListener);
      stop();
    },
  };
}
