import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { EducationSection } from './EducationSection';

export function EducationPage() {
  useDocumentTitle('Education');
  return <EducationSection variant="page" />;
}
