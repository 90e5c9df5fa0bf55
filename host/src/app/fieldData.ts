import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { recordView } from '@portfolio/shared/fieldData/pageRecord';
import { recordThisDocumentView } from './fieldDataStart';

/** Notes each page view (the document's, then hops and back/forward steps) for the field-data beacon. */
export function useRecordPageViews(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return; // StrictMode's second run in development
    const first = lastKey.current === null;
    lastKey.current = location.key;
    if (first) recordThisDocumentView();
    else recordView(window.location.pathname, navigationType === 'POP' ? 'back_forward' : 'client');
  }, [location.key, navigationType]);
}
