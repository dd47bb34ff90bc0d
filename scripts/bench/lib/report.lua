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

-- How many answers took longer than `seconds`: latency(i) is the i-th distinct latency recorded
-- (in microseconds, up to wrk's --timeout, past which a request counts as a timeout) and how often.
local function slower_than(latency, seconds)
  local count = 0
  for i = 1, #latency do
    local us, times = latency(i)
    if us > seconds * 1000000 then count = count + times end
  end
  return count
end

function report(summary, latency)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("non2xx") end
  local e = summary.errors
  io.write(string.format(
    'WRK_REPORT {"requests":%d,"durationUs":%d,"bytes":%d,"non2xx":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"past2s":%d}\n',
    summary.requests, summary.duration, summary.bytes, bad, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, slower_than(latency, 2)))
end
