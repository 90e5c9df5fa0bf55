import { getInstance } from '@module-federation/runtime';
import type { ExposedSectionModule, PropsOf, RemoteModuleId, RemoteName } from '@portfolio/shared/federation/contract';
import { markRetry } from './remoteUrlPlugin';
import { remoteKeyOf } from '../utils/remoteUrls';

/**
 * The plugin's own import registers the remote lazily, so / loads no remote code. A retry
 * re-registers it with `force`, dropping the runtime's cached failure (loadRemoteModule).
 */
const firstLoad: { [Id in RemoteModuleId]: () => Promise<ExposedSectionModule<PropsOf<Id>>> } = {
  'skills/SkillsPage': () => import('skills/SkillsPage'),
  'projects/ProjectsStack': () => import('projects/ProjectsStack'),
  'contact/ContactPage': () => import('contact/ContactPage'),
  'projects/ProjectPages': () => import('projects/ProjectPages'),
  'writing/WritingPages': () => import('writing/WritingPages'),
  'writing/LatestWriting': () => import('writing/LatestWriting'),
};

async function settle<Id extends RemoteModuleId>(module: ExposedSectionModule<PropsOf<Id>>) {
  // The plugin's deferred proxy resolves before the remote has loaded.
  const pending = (module as { __mf_remote_pending?: PromiseLike<unknown> }).__mf_remote_pending;
  if (pending) await pending;
  if (typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error('The remote did not export a component.');
  }
  return module;
}

/** Shared by an early start (startRemoteLoad), the warm-up and the section. */
const firstLoads = new Map<RemoteModuleId, Promise<ExposedSectionModule<never>>>();
/** Settled first loads: a hop renders these at once. */
const loaded = new Map<RemoteModuleId, ExposedSectionModule<never>>();

function loadFirst<Id extends RemoteModuleId>(id: Id): Promise<ExposedSectionModule<PropsOf<Id>>> {
  let pending = firstLoads.get(id);
  if (!pending) {
    pending = firstLoad[id]()
      .then((module) => settle<Id>(module))
      .then((module) => {
        loaded.set(id, module as ExposedSectionModule<never>);
        return module;
      }) as Promise<ExposedSectionModule<never>>;
    firstLoads.set(id, pending);
  }
  return pending as Promise<ExposedSectionModule<PropsOf<Id>>>;
}

export function loadedModule<Id extends RemoteModuleId>(id: Id): ExposedSectionModule<PropsOf<Id>> | undefined {
  return loaded.get(id) as ExposedSectionModule<PropsOf<Id>> | undefined;
}

export function firstLoadStarted(id: RemoteModuleId): boolean {
  return firstLoads.has(id);
}

/** Starts a route's remote load when the host's code runs, not after hydration. */
export function startRemoteLoad(id: RemoteModuleId): void {
  loadFirst(id).catch(() => {
    // The section reports it, with Retry, when it renders.
  });
}

export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  attempt: number,
): Promise<ExposedSectionModule<PropsOf<Id>>> {
  const [remoteName, exposed] = id.split('/') as [RemoteName, string];
  const instance = attempt > 0 ? getInstance() : undefined;
  const remote = instance?.options.remotes.find((candidate) => remoteKeyOf(candidate) === remoteName);
  if (!instance || !remote) return loadFirst(id);

  markRetry(remoteName);
  instance.registerRemotes([{ ...remote }], { force: true });
  const module = await instance.loadRemote<ExposedSectionModule<PropsOf<Id>>>(`${remote.name}/${exposed}`);
  if (!module) throw new Error(`Remote module ${id} is empty.`);
  return module;
}
