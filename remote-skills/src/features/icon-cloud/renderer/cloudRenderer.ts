/**
 * The icon cloud's canvas renderer: a small loop around the pure maths in ../utils.
 * It draws only while told to run (on screen, tab visible) and asks for no frames
 * when nothing moves, so a still or hidden cloud costs nothing.
 */
import type { IconRecord } from '@portfolio/shared/types/entities';
import type { ThemeName } from '@portfolio/shared/theme/tokens';
import { iconColourFor } from '../../../lib/brand-icons/contrast';
import { CLOUD_CONFIG, type MotionSettings } from '../data/cloudConfig';
import { cloudRadius, hitTest, placeIcons, toLogicalPoint, type FrameGeometry, type PlacedIcon } from '../utils/frame';
import {
  FRAME_MS,
  capSpeed,
  decelerate,
  dragAngles,
  frontEaseAt,
  initialVelocity,
  startFrontEase,
  steerVelocity,
  type FrontEase,
  type Velocity,
} from '../utils/motion';
import { quatFromAxisAngle, spherePositions, spin, type Quat } from '../utils/sphere';

export interface CloudRendererOptions {
  canvas: HTMLCanvasElement;
  records: readonly IconRecord[];
  theme: ThemeName;
  motion: MotionSettings;
  /** Called once if drawing fails after the start; the renderer has then stopped. */
  onError: (error: unknown) => void;
}

export interface CloudRenderer {
  /** Runs the loop while true (on screen and tab visible); no frames are requested while false. */
  setRunning(running: boolean): void;
  setTheme(theme: ThemeName): void;
  setMotion(motion: MotionSettings): void;
  /** Draws a frame even if nothing moves (after a resize). */
  redraw(): void;
  destroy(): void;
}

/** Movement (CSS pixels) below which a press counts as a click, not a drag. */
const CLICK_SLOP = 5;
/** The largest perspective scale (front of the sphere, depth 1). */
const MAX_SCALE = 1.5;

export function createCloudRenderer({ canvas, records, theme: initialTheme, motion: initialMotion, onError }: CloudRendererOptions): CloudRenderer {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const ctx: CanvasRenderingContext2D = context;

  const size = CLOUD_CONFIG.canvasSize;
  const iconSize = CLOUD_CONFIG.iconSize * CLOUD_CONFIG.imageScale;
  const geometry: FrameGeometry = {
    centre: size / 2,
    radius: cloudRadius(size, iconSize),
    depth: CLOUD_CONFIG.depth,
    iconSize,
    minAlpha: 0.35,
  };
  const positions = spherePositions(records.length);
  const paths = records.map((record) => new Path2D(record.path));

  let theme = initialTheme;
  let motion = initialMotion;
  // A slight tilt so the first frame does not show the spiral's pole head-on.
  let orientation: Quat = spin(quatFromAxisAngle({ x: 1, y: 0, z: 0 }, 0.35), 0.4, 0);
  let velocity: Velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
  let ease: FrontEase | null = null;
  let placed: PlacedIcon[] = [];
  let hovered: PlacedIcon | null = null;

  let running = false;
  let destroyed = false;
  let frameId = 0;
  let lastTime: number | null = null;
  /** Where a click brought an icon to the front: the cloud holds still until the pointer moves on. */
  let heldAt: { x: number; y: number } | null = null;

  let backingRatio = 0;
  let sprites: HTMLCanvasElement[] = [];

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
    return canvas.getBoundingClientRect().width / size;
  }

  function logicalPoint(event: PointerEvent) {
    return toLogicalPoint(event.clientX, event.clientY, canvas.getBoundingClientRect(), size);
  }

  /** Matches the backing store to the shown size times the pixel ratio: sharp, and no bigger than needed. */
  function fitBackingStore(): boolean {
    const shown = canvas.getBoundingClientRect().width;
    if (shown <= 0) return false;
    const pixels = Math.max(1, Math.round(shown * (window.devicePixelRatio || 1)));
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
      const sprite = document.createElement('canvas');
      sprite.width = spriteSize;
      sprite.height = spriteSize;
      const spriteContext = sprite.getContext('2d');
      if (!spriteContext) throw new Error('No 2D canvas context');
      spriteContext.scale(spriteSize / 24, spriteSize / 24);
      spriteContext.fillStyle = iconColourFor(record.hex, theme);
      spriteContext.fill(paths[index]!);
      return sprite;
    });
  }

  function setTitle(icon: PlacedIcon | null) {
    if (icon === hovered || (icon && hovered && icon.index === hovered.index)) {
      hovered = icon;
      return;
    }
    hovered = icon;
    canvas.title = icon ? records[icon.index]!.title : '';
    canvas.style.cursor = icon ? 'pointer' : drag?.moved ? 'grabbing' : 'grab';
  }

  function isMoving(): boolean {
    if (ease || drag) return true;
    if (heldAt) return false;
    return (pointer !== null && !motion.dragControl && motion.selfSpin) || velocity.yaw !== 0 || velocity.pitch !== 0;
  }

  function step(now: number) {
    const elapsed = lastTime === null ? FRAME_MS : Math.min(now - lastTime, 100);
    lastTime = now;
    const frames = elapsed / FRAME_MS;

    if (ease) {
      const at = frontEaseAt(ease, now);
      orientation = at.orientation;
      if (at.done) ease = null;
    } else if (!drag && !heldAt) {
      if (pointer && !motion.dragControl && motion.selfSpin) {
        const reach = geometry.radius * MAX_SCALE;
        velocity = steerVelocity((pointer.x - geometry.centre) / reach, (pointer.y - geometry.centre) / reach, motion.maxSpeed, CLOUD_CONFIG.reverse);
      } else {
        velocity = decelerate(velocity, motion.minSpeed, frames);
      }
      if (velocity.yaw !== 0 || velocity.pitch !== 0) orientation = spin(orientation, velocity.yaw * frames, velocity.pitch * frames);
    }

    placed = placeIcons(positions, orientation, geometry);
    setTitle(pointer && (!drag || !drag.moved) ? hitTest(placed, pointer.x, pointer.y) : null);
    draw();
  }

  function draw() {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(backingRatio, 0, 0, backingRatio, 0, 0);
    ctx.imageSmoothingQuality = 'high';
    for (const icon of placed) {
      const isHovered = hovered?.index === icon.index;
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
      fail(error);
      return;
    }
    if (isMoving()) requestFrame();
    else lastTime = null;
  }

  function requestFrame() {
    if (running && !destroyed && frameId === 0) frameId = requestAnimationFrame(onFrame);
  }

  /** Something changed: draw a frame even if nothing moves. */
  function invalidate() {
    requestFrame();
  }

  function fail(error: unknown) {
    destroy();
    onError(error);
  }

  // Pointer handling: hover for the tooltip, steering by position (mouse, no drag
  // control), drag to turn (any pointer), click to bring an icon to the front.
  function onPointerMove(event: PointerEvent) {
    const point = logicalPoint(event);
    if (drag && event.pointerId === drag.id) {
      if (!drag.moved && Math.hypot(point.x - drag.startX, point.y - drag.startY) * cssScale() > CLICK_SLOP) {
        drag.moved = true;
        ease = null;
        canvas.style.cursor = 'grabbing';
      }
      if (drag.moved) {
        const turn = dragAngles(point.x - drag.lastX, point.y - drag.lastY, geometry.radius);
        orientation = spin(orientation, turn.yaw, turn.pitch);
        const frames = Math.max((event.timeStamp - drag.lastTime) / FRAME_MS, 0.5);
        drag.fling = { yaw: turn.yaw / frames, pitch: turn.pitch / frames };
        drag.lastTime = event.timeStamp;
      }
      drag.lastX = point.x;
      drag.lastY = point.y;
    }
    if (heldAt && Math.hypot(point.x - heldAt.x, point.y - heldAt.y) * cssScale() > CLICK_SLOP * 4) heldAt = null;
    if (event.pointerType === 'mouse' || drag) pointer = point;
    invalidate();
  }

  function onPointerDown(event: PointerEvent) {
    if (event.button !== 0) return;
    const point = logicalPoint(event);
    canvas.setPointerCapture?.(event.pointerId);
    drag = { id: event.pointerId, startX: point.x, startY: point.y, lastX: point.x, lastY: point.y, lastTime: event.timeStamp, moved: false, fling: { yaw: 0, pitch: 0 } };
    pointer = point;
    heldAt = null;
    velocity = { yaw: 0, pitch: 0 };
    invalidate();
  }

  function onPointerUp(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.id) return;
    const point = logicalPoint(event);
    const ended = drag;
    drag = null;
    if (ended.moved) {
      // A quick release flings the cloud on; one that came to rest goes back to the
      // gentle self-spin (none with reduced motion, which also has no fling).
      const resting = !motion.selfSpin || event.timeStamp - ended.lastTime > 80;
      velocity = resting
        ? initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin)
        : capSpeed(ended.fling, motion.maxSpeed);
    } else {
      const target = hitTest(placed, point.x, point.y);
      if (target) {
        const duration = motion.selfSpin ? CLOUD_CONFIG.clickToFrontMs : 0;
        ease = startFrontEase(orientation, positions[target.index]!, performance.now(), duration);
        heldAt = point;
      }
      velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
    }
    if (event.pointerType !== 'mouse') pointer = null;
    invalidate();
  }

  function onPointerCancel(event: PointerEvent) {
    if (drag && event.pointerId === drag.id) drag = null;
    pointer = null;
    setTitle(null);
    invalidate();
  }

  function onPointerLeave(event: PointerEvent) {
    if (drag && event.pointerId === drag.id) return;
    pointer = null;
    heldAt = null;
    invalidate();
  }

  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerCancel);
  canvas.addEventListener('pointerleave', onPointerLeave);
  canvas.style.cursor = 'grab';

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    running = false;
    if (frameId) cancelAnimationFrame(frameId);
    frameId = 0;
    canvas.removeEventListener('pointermove', onPointerMove);
    canvas.removeEventListener('pointerdown', onPointerDown);
    canvas.removeEventListener('pointerup', onPointerUp);
    canvas.removeEventListener('pointercancel', onPointerCancel);
    canvas.removeEventListener('pointerleave', onPointerLeave);
    sprites = [];
  }

  return {
    setRunning(next) {
      if (destroyed || next === running) return;
      running = next;
      lastTime = null;
      if (running) {
        requestFrame();
      } else if (frameId) {
        cancelAnimationFrame(frameId);
        frameId = 0;
      }
    },
    setTheme(next) {
      if (next === theme) return;
      theme = next;
      backingRatio = 0;
      invalidate();
    },
    setMotion(next) {
      motion = next;
      velocity = initialVelocity(CLOUD_CONFIG.initialSpin, motion.maxSpeed, motion.selfSpin);
      invalidate();
    },
    redraw: invalidate,
    destroy,
  };
}
