-- Shared by the bench's wrk scripts: counts every answer outside 2xx (wrk itself counts only
-- those from 400 up) and, when the run ends, prints one JSON line the bench reads.
threads = {}
non2xx = 0

function count_status(status)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end

function setup(thread)
  table.insert(threads, thread)
end

-- About how many answers took longer than `seconds`: the share of the latency histogram above it
-- (found by bisecting wrk's percentiles; walking the histogram value by value from Lua would take
-- minutes, as each lookup walks it from the start) times the requests.
local function slower_than(latency, seconds, requests)
  local limit = seconds * 1000000
  if latency.max <= limit then return 0 end
  local low, high = 0, 100
  for _ = 1, 40 do
    local middle = (low + high) / 2
    if latency:percentile(middle) > limit then high = middle else low = middle end
  end
  return math.floor((100 - high) / 100 * requests + 0.5)
end

function report(summary, latency)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("non2xx") end
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%d,"durationUs":%d,"bytes":%d,"non2xx":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"past2s":%d}\n',
    summary.requests, summary.duration, summary.bytes, bad, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, slower_than(latency, 2, summary.requests)))
end
