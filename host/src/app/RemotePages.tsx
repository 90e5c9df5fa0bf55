import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import { RemoteSection } from '../features/remotes/components/RemoteSection';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function SkillsRoute() {
  useDocumentTitle('Skills');
  return <RemoteSection id={REMOTE_MODULES.skills} label="Skills" props={{ variant: 'page' }} />;
}

export function ProjectsRoute() {
  useDocumentTitle('Projects');
  return <RemoteSection id={REMOTE_MODULES.projects} label="Projects" props={{ variant: 'page' }} />;
}

export function ContactRoute() {
  useDocumentTitle('Contact');
  return <RemoteSection id={REMOTE_MODULES.contact} label="Contact" props={{ variant: 'page' }} />;
}
