import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTOR_SERVER_TIMING } from '@portfolio/shared/fieldData/beaconWire';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A page served by a collecting server; the idle periods it asks for. */
function collectingPage() {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation'
      ? ([{ type: 'navigate', serverTiming: [{ name: COLLECTOR_SERVER_TIMING }] }] as unknown as PerformanceEntryList)
      : [],
  );
  const requests: (IdleRequestOptions | undefined)[] = [];
  vi.stubGlobal('requestIdleCallback', (_: IdleRequestCallback, options?: IdleRequestOptions) =>
    requests.push(options),
  );
  vi.stubGlobal('cancelIdleCallback', () => {});
  return requests;
}

describe('scheduleFieldData', () => {
  it('asks once, after load, for an idle period within the bound of idle work (IDLE_TIMEOUT_MS)', async () => {
    const requests = collectingPage();
    const { scheduleFieldData } = await import('./fieldDataStart');
    expect(document.readyState).toBe('complete');
    scheduleFieldData();
    scheduleFieldData();
    expect(requests).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
  });

  it('asks for nothing when the visitor sends Global Privacy Control', async () => {
    const requests = collectingPage();
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true, doNotTrack: null });
    const { scheduleFieldData } = await import('./fieldDataStart');
    scheduleFieldData();
    expect(requests).toEqual([]);
  });
});
