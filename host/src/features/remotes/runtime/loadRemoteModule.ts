import { getInstance } from '@module-federation/runtime';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
  type RemoteName,
} from '@portfolio/shared/federation/contract';
import { fulfilled, tracked } from '@portfolio/shared/trackedPromise';
import { sectionEntry } from './sectionStore';
import { markRetry, remoteKeyOf } from './remoteUrlPlugin';

/** Registers each remote lazily, so / loads no remote code; a retry re-registers it (loadRemoteModule). */
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

function loadFirst<Id extends RemoteModuleId>(id: Id): Promise<ExposedSectionModule<PropsOf<Id>>> {
  const { loads } = sectionEntry(remoteOf(id));
  if (!loads.has(id)) loads.set(id, tracked(firstLoad[id]().then(settle) as Promise<ExposedSectionModule<never>>));
  return loads.get(id) as Promise<ExposedSectionModule<PropsOf<Id>>>;
}

export function loadedModule<Id extends RemoteModuleId>(id: Id): ExposedSectionModule<PropsOf<Id>> | undefined {
  const load = sectionEntry(remoteOf(id)).loads.get(id);
  return fulfilled(load) ? (load.value as ExposedSectionModule<PropsOf<Id>>) : undefined;
}

export function firstLoadStarted(id: RemoteModuleId): boolean {
  return sectionEntry(remoteOf(id)).loads.has(id);
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
