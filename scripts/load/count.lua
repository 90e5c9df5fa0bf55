-- wrk script for `npm run load` (scripts/load.mjs): counts the pages whose body carries the section's
-- text (LOAD_MARKER) and those marked stale (LOAD_STALE_MARKER), and prints one JSON line at the end.
-- Run with `wrk -s scripts/load/count.lua`; the request is a plain GET without Accept-Encoding, so
-- the body can be searched as it is.
local marker = os.getenv("LOAD_MARKER") or "</html>"
local staleMarker = os.getenv("LOAD_STALE_MARKER") or "mf-fragment-stale"
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  composed = 0
  plain = 0
  stale = 0
  failed = 0
end

function response(status, headers, body)
  if status ~= 200 then
    failed = failed + 1
  elseif body and string.find(body, marker, 1, true) then
    composed = composed + 1
    if string.find(body, staleMarker, 1, true) then stale = stale + 1 end
  else
    plain = plain + 1
  end
end

function done(summary, latency, requests)
  local totals = { composed = 0, plain = 0, stale = 0, failed = 0 }
  for _, thread in ipairs(threads) do
    for key, _ in pairs(totals) do totals[key] = totals[key] + (thread:get(key) or 0) end
  end
  local errors = summary.errors
  io.write(string.format(
    'LOAD_RESULT {"requests":%d,"durationUs":%d,"composed":%d,"plain":%d,"stale":%d,"non200":%d,' ..
    '"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, totals.composed, totals.plain, totals.stale, totals.failed,
    errors.connect, errors.read, errors.write, errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
