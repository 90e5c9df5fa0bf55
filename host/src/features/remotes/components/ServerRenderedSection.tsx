import { use, useEffect } from 'react';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
  type RemoteName,
} from '@portfolio/shared/federation/contract';
import {
  markRenderedAgain,
  serverSectionCode,
  serverSectionMatchesCode,
  wasRenderedAgain,
} from '../runtime/serverSections';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { FragmentReleaseMismatch, serverReleaseBase } from '../utils/serverSectionChecks';
import { sectionProps } from '../utils/sectionProps';
import { SectionRoot } from './SectionRoot';

interface Props<Id extends RemoteModuleId> {
  id: Id;
  props?: PropsOf<Id>;
  /** Injected in unit tests; the route's first load otherwise. */
  code?: (id: Id) => Promise<ExposedSectionModule<PropsOf<Id>>>;
  matchesCode?: (remote: RemoteName) => boolean;
}

/**
 * A section whose HTML the server put in the page. Inside a Suspense boundary, it suspends on
 * the section's code while React keeps the server HTML on screen, then hydrates it: the element
 * that came in the HTML stays. A load failure throws (the route's error boundary shows the
 * fallback with Retry); HTML from another release than the code is rendered again on the client.
 */
export function ServerRenderedSection<Id extends RemoteModuleId>({
  id,
  props,
  code = serverSectionCode,
  matchesCode = serverSectionMatchesCode,
}: Props<Id>) {
  const remote = remoteOf(id);
  const module = use(code(id));
  // For the field data: hydrated from the first HTML, or rendered again with code of another release.
  useEffect(() => {
    recordSection(
      remote,
      wasRenderedAgain(remote)
        ? { outcome: 'client', source: entryUrlOf(remote) }
        : { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined },
    );
  }, [remote]);
  if (!wasRenderedAgain(remote) && !matchesCode(remote)) {
    markRenderedAgain(remote);
    // Thrown while hydrating, React drops this boundary's server HTML and renders it on the
    // client (a recoverable error, reported quietly by main.tsx).
    throw new FragmentReleaseMismatch(remote);
  }
  const Section = module.default;
  return (
    <SectionRoot remote={remote}>
      <Section {...sectionProps(props)} />
    </SectionRoot>
  );
}

/**
 * Where the server includes a section's HTML. Rendered only at build time (host/build/prerender.ts
 * turns it into the server-side include directive); never reaches a browser.
 */
export function IncludePoint({ remote }: { remote: RemoteName }) {
  return <template data-mf-include={remote} />;
}
