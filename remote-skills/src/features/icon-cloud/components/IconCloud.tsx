import { useMemo, useRef } from 'react';
import { ICON_CATALOGUE, SLUG_RENAMES } from '@portfolio/shared/brandIcons/catalogue';
import { resolveIconRecords } from '@portfolio/shared/brandIcons/iconRecords';
import { CLOUD_CONFIG } from '../data/cloudConfig';
import { useIconCloud } from '../hooks/useIconCloud';
import { useMessages } from '../../../hooks/useMessages';

interface IconCloudProps {
  /** Icon slugs to show; an empty list shows 'No tags'. */
  slugs: readonly string[];
}

/**
 * A self-rotating sphere of technology icons on a canvas. The canvas is opaque to
 * assistive technology, so it carries a label and the names follow as a visually
 * hidden list.
 */
export function IconCloud({ slugs }: IconCloudProps) {
  const records = useMemo(() => resolveIconRecords(slugs, ICON_CATALOGUE, SLUG_RENAMES), [slugs]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { failed } = useIconCloud(canvasRef, containerRef, records);
  const m = useMessages();

  if (records.length === 0) {
    return <p className="py-16 text-center text-ink-muted">{m.no_tags({})}</p>;
  }

  return (
    <div className="relative">
      <div ref={containerRef} hidden={failed} data-testid="icon-cloud" className="relative mx-auto w-full max-w-[70vh]">
        {/* Two soft glows behind the sphere. Their softness is in the gradients' stops, not in a
            blur filter: a theme switch repaints them, and on a phone without a GPU blurring them
            was a third of that tap's frame. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_closest-side,var(--pf-glow)_0%,color-mix(in_srgb,var(--pf-glow)_60%,transparent)_30%,color-mix(in_srgb,var(--pf-glow)_22%,transparent)_60%,transparent_95%)] opacity-90"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_closest-side_at_38%_34%,color-mix(in_srgb,var(--pf-accent-2)_18%,transparent)_0%,color-mix(in_srgb,var(--pf-accent-2)_10%,transparent)_45%,transparent_100%)]"
        />
        <canvas
          ref={canvasRef}
          width={CLOUD_CONFIG.canvasSize}
          height={CLOUD_CONFIG.canvasSize}
          role="img"
          aria-label={m.cloud_label({ count: records.length })}
          className="relative block aspect-square w-full touch-pan-y touch-pinch-zoom select-none"
        />
      </div>
      <ul className="sr-only" aria-label={m.cloud_names({})}>
        {records.map((record) => (
          <li key={record.slug}>{record.title}</li>
        ))}
      </ul>
    </div>
  );
}
