-- One address asked again and again (wrk's own request), every answer's status counted.
package.path = os.getenv("BENCH_LUA_DIR") .. "/?.lua;" .. package.path
require("report")

function response(status)
  count_status(status)
end

function done(summary, latency)
  report(summary, latency)
end
