/**
 * The icon cloud's drawing loop around the pure maths in ../utils. It knows nothing of
 * the DOM: it draws on a canvas or an OffscreenCanvas, gets pointer input already in
 * logical coordinates, and schedules frames through its host, so the same code runs on
 * the main thread or in a worker. It draws only while told to run and asks for no
 * frames while nothing moves, so a still or hidden cloud costs nothing.
 */
import type { IconRecord } from '@portfolio/shared/types/entities';
import type { ThemeName } from '@portfolio/shared/theme/tokens';
import { iconPaint } from '../../../lib/brand-icons/contrast';
import { CLOUD_CONFIG, type MotionSettings } from '../data/cloudConfig';
import { cloudRadius, hitTest, placeIcons, type FrameGeometry, type PlacedIcon } from '../utils/frame';
import {
  capSpeed,
  decelerate,
  dragAngles,
  framesIn,
  frontEaseAt,
  initialVelocity,
  startFrontEase,
  steerVelocity,
  type FrontEase,
  type Velocity,
} from '../utils/motion';
import { quatFromAxisAngle, spherePositions, spin, type Quat } from '../utils/sphere';

type DrawingSurface = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the engine needs from where it runs. */
export interface EngineHost {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
  /** A scratch canvas for pre-drawn icons. */
  createSurface(width: number, height: number): DrawingSurface;
  /** The hovered icon's title ('' for none): the canvas tooltip. */
  onTitle(title: string): void;
  onCursor(cursor: 'grab' | 'grabbing' | 'pointer'): void;
  /** Drawing failed; the engine has stopped. */
  onError(error: unknown): void;
  /** The first frame is on the canvas (reported once). */
  onFirstFrame?(): void;
}

/** Shown size of the canvas and the screen's pixel ratio. */
export interface Viewport {
  cssWidth: number;
  pixelRatio: number;
}

/** A pointer event, reduced to what the engine needs; x and y in logical canvas pixels. */
export interface PointerInput {
  kind: 'move' | 'down' | 'up' | 'cancel' | 'leave';
  x: number;
  y: number;
  pointerId: number;
  pointerType: string;
  button: number;
  /** The event's timeStamp (only differences are used). */
  time: number;
}

export interface EngineSettings {
  records: readonly IconRecord[];
  theme: ThemeName;
  motion: MotionSettings;
  viewport: Viewport;
}

export interface CloudEngine {
  /** Runs the loop while true (on screen and tab visible); no frames are requested while false. */
  setRunning(running: boolean): void;
  setTheme(theme: ThemeName): void;
  setMotion(motion: MotionSettings): void;
  setViewport(viewport: Viewport): void;
  pointer(input: PointerInput): void;
  destroy(): void;
}

/** Movement (CSS pixels) below which a press counts as a click, not a drag. */
const CLICK_SLOP = 5;
/** The largest perspective scale (front of the sphere, depth 1). */
const MAX_SCALE = 1.5;
/** An icon on a plate is drawn this much smaller, so the plate shows round it. */
const PLATED_ICON_SCALE = 0.72;

export function createCloudEngine(canvas: DrawingSurface, settings: EngineSettings, host: EngineHost): CloudEngine {
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new Error('No 2D canvas context');
  const ctx: Context2D = context;

  const { records } = settings;
  const size = CLOUD_CONFIG.canvasSize;
  const iconSize = CLOUD_CONFIG.iconSize * CLOUD_CONFIG.imageScale;
  const geometry: FrameGeometry = {
    centre: size / 2,
    radius: cloudRadius(size, iconSize),
    depth: CLOUD_CONFIG.depth,
    iconSize,
    // The back of the cloud fades for depth, but no further than half: at 0.35 the icons there
    // washed out on the light page.
    minAlpha: 0.5,
  };
  const positions = spherePositions(records.length);
  const paths = records.map((record) => new Path2D(record.path));

  let theme = settings.theme;
  let motion = settings.motion;
  let viewport = settings.viewport;
  // A slight tilt so the first frame does not show the spiral's pole head-on.
  let orientation: Quat = spin(quatFromAxisAngle({ x: 1, y: 0, z: 0 }, 0.35), 0.4, 0);
  let velocity: Velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
  let ease: FrontEase | null = null;
  let placed: PlacedIcon[] = [];
  let hovered: number | null = null;
  let cursor: 'grab' | 'grabbing' | 'pointer' = 'grab';

  let running = false;
  let destroyed = false;
  let frameId = 0;
  let lastTime: number | null = null;
  /** Where a click brought an icon to the front: the cloud holds still until the pointer moves on. */
  let heldAt: { x: number; y: number } | null = null;

  let backingRatio = 0;
  let sprites: DrawingSurface[] = [];
  let drawnOnce = false;

  // Pointer state, in logical canvas pixels.
  let pointer: { x: number; y: number } | null = null;
  let drag: {
    id: number;
    startX: number;
    startY: number;
    lastX: number;
    lastY: number;
    lastTime: number;
    moved: boolean;
    fling: Velocity;
  } | null = null;

  /** CSS pixels per logical pixel. */
  function cssScale() {
    return viewport.cssWidth / size;
  }

  /** Matches the backing store to the shown size times the pixel ratio: sharp, and no bigger than needed. */
  function fitBackingStore(): boolean {
    if (viewport.cssWidth <= 0) return false;
    const pixels = Math.max(1, Math.round(viewport.cssWidth * (viewport.pixelRatio || 1)));
    if (canvas.width !== pixels || canvas.height !== pixels) {
      canvas.width = pixels;
      canvas.height = pixels;
    }
    const ratio = pixels / size;
    if (ratio !== backingRatio || sprites.length !== records.length) {
      backingRatio = ratio;
      renderSprites();
    }
    return true;
  }

  /** Each icon drawn once, in its theme colour, at the largest size it is ever shown. */
  function renderSprites() {
    const spriteSize = Math.max(8, Math.ceil(iconSize * MAX_SCALE * backingRatio));
    sprites = records.map((record, index) => {
      const sprite = host.createSurface(spriteSize, spriteSize);
      const spriteContext = sprite.getContext('2d') as Context2D | null;
      if (!spriteContext) throw new Error('No 2D canvas context');
      spriteContext.scale(spriteSize / 24, spriteSize / 24);
      // Colour, plate and letters from the legibility rule (contrast.ts): the icon reads on the page.
      const paint = iconPaint(record.slug, record.hex, theme);
      if (paint.plate) {
        spriteContext.fillStyle = paint.plate;
        spriteContext.beginPath();
        spriteContext.roundRect(0, 0, 24, 24, 5);
        spriteContext.fill();
        // The icon sits inside its plate.
        spriteContext.translate(12 * (1 - PLATED_ICON_SCALE), 12 * (1 - PLATED_ICON_SCALE));
        spriteContext.scale(PLATED_ICON_SCALE, PLATED_ICON_SCALE);
      }
      if (paint.letters) {
        // Under the tile, inset so it never shows past the tile's edge: seen only through the letters.
        spriteContext.fillStyle = paint.letters;
        spriteContext.fillRect(1.5, 1.5, 21, 21);
      }
      spriteContext.fillStyle = paint.fill;
      spriteContext.fill(paths[index]!);
      return sprite;
    });
  }

  function setCursor(next: typeof cursor) {
    if (next === cursor) return;
    cursor = next;
    host.onCursor(next);
  }

  function setHovered(icon: PlacedIcon | null) {
    const index = icon ? icon.index : null;
    if (index !== hovered) {
      hovered = index;
      host.onTitle(index === null ? '' : records[index]!.title);
    }
    setCursor(drag?.moved ? 'grabbing' : index === null ? 'grab' : 'pointer');
  }

  function isMoving(): boolean {
    if (ease || drag) return true;
    if (heldAt) return false;
    return (pointer !== null && !motion.dragControl && motion.selfSpin) || velocity.yaw !== 0 || velocity.pitch !== 0;
  }

  function step(now: number) {
    const frames = lastTime === null ? 1 : framesIn(Math.min(now - lastTime, 100));
    lastTime = now;

    if (ease) {
      const at = frontEaseAt(ease, now);
      orientation = at.orientation;
      if (at.done) ease = null;
    } else if (!drag && !heldAt) {
      if (pointer && !motion.dragControl && motion.selfSpin) {
        const reach = geometry.radius * MAX_SCALE;
        velocity = steerVelocity(
          (pointer.x - geometry.centre) / reach,
          (pointer.y - geometry.centre) / reach,
          motion.maxSpeed,
          CLOUD_CONFIG.reverse,
        );
      } else {
        velocity = decelerate(velocity, motion.minSpeed, frames);
      }
      if (velocity.yaw !== 0 || velocity.pitch !== 0)
        orientation = spin(orientation, velocity.yaw * frames, velocity.pitch * frames);
    }

    placed = placeIcons(positions, orientation, geometry);
    setHovered(pointer && (!drag || !drag.moved) ? hitTest(placed, pointer.x, pointer.y) : null);
    draw();
    if (!drawnOnce) {
      drawnOnce = true;
      host.onFirstFrame?.();
    }
  }

  /**
   * Draws the cloud as it stands, at once, without waiting for an animation frame: the cloud
   * shows as soon as it has its canvas and icons, even where the browser's first frame is late
   * (docs/decisions/0012). Only until something has been drawn; after that the loop draws.
   */
  function drawFirstFrame() {
    if (drawnOnce || destroyed) return;
    try {
      if (fitBackingStore()) step(lastTime ?? 0);
    } catch (error) {
      destroy();
      host.onError(error);
    }
    lastTime = null;
  }

  function draw() {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(backingRatio, 0, 0, backingRatio, 0, 0);
    for (const icon of placed) {
      const isHovered = hovered === icon.index;
      const drawn = isHovered ? icon.size * 1.08 : icon.size;
      if (isHovered) drawOutline(icon, drawn);
      ctx.globalAlpha = isHovered ? 1 : icon.alpha;
      ctx.drawImage(sprites[icon.index]!, icon.x - drawn / 2, icon.y - drawn / 2, drawn, drawn);
    }
    ctx.globalAlpha = 1;
  }

  /** The hover outline (spec colour #000) on a soft plate, so it also shows on the dark page. */
  function drawOutline(icon: PlacedIcon, drawn: number) {
    const box = drawn + 28;
    ctx.globalAlpha = 1;
    ctx.beginPath();
    ctx.roundRect(icon.x - box / 2, icon.y - box / 2, box, box, box * 0.24);
    ctx.fillStyle = theme === 'dark' ? 'rgba(255, 255, 255, 0.14)' : 'rgba(255, 255, 255, 0.9)';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = CLOUD_CONFIG.outlineColour;
    ctx.stroke();
  }

  function onFrame(now: number) {
    frameId = 0;
    if (!running || destroyed) return;
    try {
      if (fitBackingStore()) step(now);
    } catch (error) {
      destroy();
      host.onError(error);
      return;
    }
    if (isMoving()) requestFrame();
    else lastTime = null;
  }

  function requestFrame() {
    if (running && !destroyed && frameId === 0) frameId = host.requestFrame(onFrame);
  }

  function onMove(input: PointerInput) {
    const point = { x: input.x, y: input.y };
    if (drag && input.pointerId === drag.id) {
      if (!drag.moved && Math.hypot(point.x - drag.startX, point.y - drag.startY) * cssScale() > CLICK_SLOP) {
        drag.moved = true;
        ease = null;
      }
      if (drag.moved) {
        const turn = dragAngles(point.x - drag.lastX, point.y - drag.lastY, geometry.radius);
        orientation = spin(orientation, turn.yaw, turn.pitch);
        const frames = Math.max(framesIn(input.time - drag.lastTime), 0.5);
        drag.fling = { yaw: turn.yaw / frames, pitch: turn.pitch / frames };
        drag.lastTime = input.time;
      }
      drag.lastX = point.x;
      drag.lastY = point.y;
    }
    if (heldAt && Math.hypot(point.x - heldAt.x, point.y - heldAt.y) * cssScale() > CLICK_SLOP * 4) heldAt = null;
    if (input.pointerType === 'mouse' || drag) pointer = point;
  }

  function onDown(input: PointerInput) {
    if (input.button !== 0) return;
    drag = {
      id: input.pointerId,
      startX: input.x,
      startY: input.y,
      lastX: input.x,
      lastY: input.y,
      lastTime: input.time,
      moved: false,
      fling: { yaw: 0, pitch: 0 },
    };
    pointer = { x: input.x, y: input.y };
    heldAt = null;
    velocity = { yaw: 0, pitch: 0 };
  }

  function onUp(input: PointerInput) {
    if (!drag || input.pointerId !== drag.id) return;
    const ended = drag;
    drag = null;
    if (ended.moved) {
      // A quick release flings the cloud on; one that came to rest goes back to the
      // gentle self-spin (none with reduced motion, which also has no fling).
      const resting = !motion.selfSpin || input.time - ended.lastTime > 80;
      velocity = resting
        ? initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin)
        : capSpeed(ended.fling, motion.maxSpeed);
    } else {
      const target = hitTest(placed, input.x, input.y);
      if (target) {
        // Reduced motion: straight to the front, no turn to watch.
        const duration = motion.selfSpin ? CLOUD_CONFIG.clickToFrontMs : 0;
        ease = startFrontEase(orientation, positions[target.index]!, performance.now(), duration);
        heldAt = { x: input.x, y: input.y };
      }
      velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
    }
    if (input.pointerType !== 'mouse') pointer = null;
  }

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    running = false;
    if (frameId) host.cancelFrame(frameId);
    frameId = 0;
    sprites = [];
  }

  drawFirstFrame();

  return {
    setRunning(next) {
      if (destroyed || next === running) return;
      running = next;
      lastTime = null;
      if (running) {
        requestFrame();
      } else if (frameId) {
        host.cancelFrame(frameId);
        frameId = 0;
      }
    },
    setTheme(next) {
      if (next === theme) return;
      theme = next;
      backingRatio = 0;
      requestFrame();
    },
    setMotion(next) {
      motion = next;
      velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
      requestFrame();
    },
    setViewport(next) {
      viewport = next;
      drawFirstFrame();
      requestFrame();
    },
    pointer(input) {
      if (destroyed) return;
      switch (input.kind) {
        case 'move':
          onMove(input);
          break;
        case 'down':
          onDown(input);
          break;
        case 'up':
          onUp(input);
          break;
        case 'cancel':
          drag = null;
          pointer = null;
          break;
        case 'leave':
          if (drag && input.pointerId === drag.id) return;
          pointer = null;
          heldAt = null;
          break;
      }
      requestFrame();
    },
    destroy,
  };
}
