import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import { RemoteSection } from '../features/remotes/components/RemoteSection';

export function SkillsRoute() {
  return <RemoteSection id={REMOTE_MODULES.skills} label="Skills" props={{ variant: 'page' }} />;
}

export function ProjectsRoute() {
  return <RemoteSection id={REMOTE_MODULES.projects} label="Projects" props={{ variant: 'page' }} />;
}

export function ContactRoute() {
  return <RemoteSection id={REMOTE_MODULES.contact} label="Contact" props={{ variant: 'page' }} />;
}
