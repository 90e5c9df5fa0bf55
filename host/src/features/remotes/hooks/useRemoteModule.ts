import { useCallback, useEffect, useState } from 'react';
import type { ExposedSectionModule, PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';

export type RemoteState<P> =
  { status: 'loading' } | { status: 'ready'; module: ExposedSectionModule<P> } | { status: 'error'; error: unknown };

export type RemoteLoader = <Id extends RemoteModuleId>(
  id: Id,
  attempt: number,
) => Promise<ExposedSectionModule<PropsOf<Id>>>;

/** Loads a remote module; `retry` starts a new attempt (a fresh URL, see loadRemoteModule). */
export function useRemoteModule<Id extends RemoteModuleId>(id: Id, load: RemoteLoader) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<PropsOf<Id>>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load(id, attempt).then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => {
        if (!current) return;
        console.warn(`[remote section] ${id} failed to load`, error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt, load]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
