import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LocaleProvider, useLocale } from '@portfolio/shared/i18n/LocaleContext';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
} from '@portfolio/shared/federation/contract';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import type { WarmedIsland } from '@portfolio/shared/ui/Island';
import { whenIdle } from '@portfolio/shared/idle';
import { entryUrlOf } from '../../features/remotes/runtime/remoteUrlPlugin';
import { sectionProps } from '../../features/remotes/utils/sectionProps';

interface OwnRoot extends ComponentProps<'div'> {
  markup: string;
  /** What hydrates the HTML, once its code is in; null: never hydrate (static). */
  hydrateWith: (() => Promise<ReactNode>) | null;
  /** Names it in the line logged when React renders it afresh. */
  label: string;
  /** Its code failed to load, or it threw while hydrating or after. None: React's default report. */
  onError?: (error: unknown) => void;
}

/**
 * Server HTML shown on a hop as the first load shows it (decision 0032): set before paint in a div that is
 * an empty leaf to the page's root (React refuses a root in an element whose HTML it sets), hydrated when
 * idle as its own root in a transition. Markup, hydrateWith and onError are the first render's.
 */
function HtmlThenOwnRoot({ markup, hydrateWith, label, onError, ...div }: OwnRoot) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [shown] = useState(() => ({ markup, hydrateWith, label, onError }));
  useLayoutEffect(() => {
    if (wrapper.current) wrapper.current.innerHTML = shown.markup;
  }, [shown]);

  useEffect(() => {
    const container = wrapper.current;
    const { hydrateWith, onError } = shown;
    if (!container || !hydrateWith) return;
    let root: Root | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      hydrateWith().then(
        (element) => {
          if (cancelled) return;
          startTransition(() => {
            root = hydrateRoot(container, element, {
              onUncaughtError: onError && ((error) => onError(error)),
              // React recovers from a mismatch by rendering it afresh in its root.
              onRecoverableError: (error) => console.info(`${shown.label}: rendered afresh`, error),
            });
          });
        },
        (error: unknown) => cancelled || onError?.(error),
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      const island = root;
      // Not while the page's root commits this removal (React warns): just after.
      if (island) setTimeout(() => island.unmount(), 0);
    };
  }, [shown]);

  return <div ref={wrapper} {...div} />;
}

interface SectionProps<Id extends RemoteModuleId> {
  id: Id;
  /** From the release `module` came from (warmCache.ts). */
  markup: string;
  /** Called once idle after the section is shown: evaluating a module graph during the hop delays its frame. None: static. */
  loadModule?: () => Promise<ExposedSectionModule<PropsOf<Id>>>;
  props?: PropsOf<Id>;
  /** The section threw while hydrating or after: the route renders it with React instead. */
  onError?: (error: unknown) => void;
}

/** A section shown on a hop as its warmed HTML; it takes only props, so its root hydrates what its build rendered. */
export function PrerenderedSection<Id extends RemoteModuleId>({
  id,
  markup,
  loadModule,
  props,
  onError,
}: SectionProps<Id>) {
  const remote = remoteOf(id);
  const locale = useLocale(); // Hydrated with the props it was shown with; a route's are constant.
  const hydrateWith = async (load: NonNullable<typeof loadModule>) => {
    const Section = (await load()).default;
    return (
      <Committed onCommit={() => recordSection(remote, { outcome: 'client', source: entryUrlOf(remote) })}>
        <Section {...sectionProps(props, locale)} />
      </Committed>
    );
  };
  return (
    // The fragment's root, as RemoteSection renders it.
    <HtmlThenOwnRoot
      data-mf-remote={remote}
      markup={markup}
      hydrateWith={loadModule ? () => hydrateWith(loadModule) : null}
      label={`[remote section] ${remote}`}
      onError={onError}
    />
  );
}

/** Calls `onCommit` once its children are on screen. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A host island on a hop, shown as PrerenderedSection shows a section; of the page's context its root
 * takes only the language, so it hydrates what the page's render wrote in that language.
 */
export const IslandFromMarkup: WarmedIsland['Draw'] = ({ name, when, markup, children }) => {
  const locale = useLocale();
  return (
    // The server's wrapper (Island): display: contents adds no box.
    <HtmlThenOwnRoot
      data-island={name}
      data-island-static={when.length === 0 ? '' : undefined}
      style={{ display: 'contents' }}
      markup={markup}
      hydrateWith={
        when.length > 0 ? () => Promise.resolve(<LocaleProvider locale={locale}>{children}</LocaleProvider>) : null
      }
      label={`[island] ${name}`}
    />
  );
};
