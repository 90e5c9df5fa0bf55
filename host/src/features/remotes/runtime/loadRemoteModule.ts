import { getInstance } from '@module-federation/runtime';
import type { ExposedSectionModule, PropsOf, RemoteModuleId, RemoteName } from '@portfolio/shared/federation/contract';
import { markRetry } from './remoteUrlPlugin';
import { remoteKeyOf } from '../utils/remoteUrls';

/**
 * The first load goes through the plugin's own import (which registers the remote
 * lazily, so / loads no remote code). A retry re-registers the remote with `force`,
 * which drops the runtime's cached failure, and loads it again under a fresh URL.
 */
const firstLoad: { [Id in RemoteModuleId]: () => Promise<ExposedSectionModule<PropsOf<Id>>> } = {
  'skills/SkillsPage': () => import('skills/SkillsPage'),
  'projects/ProjectsStack': () => import('projects/ProjectsStack'),
  'contact/ContactPage': () => import('contact/ContactPage'),
};

async function settle<Id extends RemoteModuleId>(module: ExposedSectionModule<PropsOf<Id>>) {
  // The plugin's deferred proxy resolves before the remote has loaded; wait for it.
  const pending = (module as { __mf_remote_pending?: PromiseLike<unknown> }).__mf_remote_pending;
  if (pending) await pending;
  if (typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error('The remote did not export a component.');
  }
  return module;
}

export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  attempt: number,
): Promise<ExposedSectionModule<PropsOf<Id>>> {
  const [remoteName, exposed] = id.split('/') as [RemoteName, string];
  const instance = attempt > 0 ? getInstance() : undefined;
  const remote = instance?.options.remotes.find((candidate) => remoteKeyOf(candidate) === remoteName);
  if (!instance || !remote) return settle<Id>(await firstLoad[id]());

  markRetry(remoteName);
  instance.registerRemotes([{ ...remote }], { force: true });
  const module = await instance.loadRemote<ExposedSectionModule<PropsOf<Id>>>(`${remote.name}/${exposed}`);
  if (!module) throw new Error(`Remote module ${id} is empty.`);
  return module;
}
