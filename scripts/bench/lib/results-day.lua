-- What families do on results day, one kind per wrk process (RESULTS_DAY_KIND), each request from
-- another address (X-Forwarded-For, which the server trusts one hop behind nginx):
--   pages  the paths of RESULTS_DAY_PATHS in turn (home and notices in both languages)
--   links  the receipt and status links listed in the file RESULTS_DAY_LINKS, in turn
--   writes a new application and a new grievance in turn, each unique (RESULTS_DAY_RUN and a
--          counter); each acknowledged number is appended to the file RESULTS_DAY_ACKS
package.path = os.getenv("BENCH_LUA_DIR") .. "/?.lua;" .. package.path
require("report")

local kind = os.getenv("RESULTS_DAY_KIND")
local run = os.getenv("RESULTS_DAY_RUN")
local targets = {}
local acks
local count = 0
local reported_failures = 0

function init()
  if kind == "pages" then
    for path in string.gmatch(os.getenv("RESULTS_DAY_PATHS"), "%S+") do table.insert(targets, path) end
  elseif kind == "links" then
    for line in io.lines(os.getenv("RESULTS_DAY_LINKS")) do table.insert(targets, line) end
  else
    acks = io.open(os.getenv("RESULTS_DAY_ACKS"), "a")
    acks:setvbuf("line")
  end
end

-- 10.0.0.1, 10.0.0.2, …: a family's phone each time, so no per-address limit is what refuses.
local function address(n)
  return string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
end

local function application(n)
  return string.format(
    '{"name":"Results Day Applicant %d","email":"family-%s-%d@example.org","mobile":"9%09d","education":"12th Science (PCB)",' ..
    '"tenthPercentage":"81.5","tenthPassingYear":"2022","tenthSchoolName":"Zilla Parishad School, Nashik",' ..
    '"twelfthPercentage":"76.25","twelfthPassingYear":"2024","twelfthCollegeName":"KTHM College, Nashik","programme":"dpharm"}',
    n, run, n, n % 1000000000)
end

local function grievance(n)
  return string.format(
    '{"name":"Results Day Complainant %d","email":"grievance-%s-%d@example.org","mobile":"8%09d","category":"examination",' ..
    '"subject":"Marks not shown on the result","description":"My result shows absent for a paper I wrote on the given date.",' ..
    '"language":"%s"}',
    n, run, n, n % 1000000000, n % 4 == 1 and "mr" or "en")
end

function request()
  count = count + 1
  local headers = { ["X-Forwarded-For"] = address(count) }
  if kind == "writes" then
    headers["Content-Type"] = "application/json"
    if count % 2 == 0 then return wrk.format("POST", "/api/admissions/apply", headers, application(count)) end
    return wrk.format("POST", "/api/grievances", headers, grievance(count))
  end
  headers["Accept-Encoding"] = "br, gzip"
  headers["Accept-Language"] = count % 3 == 0 and "mr-IN,mr;q=0.9,en;q=0.8" or "en-IN,en-GB;q=0.9,en;q=0.8,mr;q=0.7"
  return wrk.format("GET", targets[count % #targets + 1], headers)
end

function response(status, headers, body)
  count_status(status)
  if status < 200 or status > 299 then
    -- The first few refusals say why on stderr; the report counts them all.
    if reported_failures < 5 then
      reported_failures = reported_failures + 1
      io.stderr:write(string.format("%s: %d %s\n", kind, status, string.sub(body or "", 1, 200)))
    end
  elseif kind == "writes" then
    local number = string.match(body, '"applicationNumber":"([^"]+)"')
    if number then
      acks:write("application ", number, "\n")
    else
      acks:write("grievance ", string.match(body, '"grievanceNumber":"([^"]+)"') or "?", "\n")
    end
  end
end

function done(summary, latency)
  report(summary, latency)
end
