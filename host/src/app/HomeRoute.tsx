import { HomePage } from '../../home/components/HomePage';
import type { RemoteLoader } from '../../remotes/hooks/useRemoteModule';
import { SINGLE_PAGE_MODE } from '../utils/singlePageMode';
import { SinglePage } from './SinglePage';

interface Props {
  /** The build-time flag unless a test sets it. */
  singlePage?: boolean;
  load?: RemoteLoader;
}

/** What / shows: the home page, or every section stacked in single-page mode. */
export function HomeRoute({ singlePage = SINGLE_PAGE_MODE, load }: Props) {
  return singlePage ? <SinglePage load={load} /> : <HomePage />;
}
