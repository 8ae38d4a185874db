#!/usr/bin/env node
// A reference external scheduler for gridshift, in JavaScript (Node >= 18, no dependencies).
//
// It speaks the gridshift-external protocol, version 1 (docs/external-schedulers.md): one JSON
// object per line on stdin (from gridshift) and stdout (to gridshift). Run it as a policy:
//
//   gridshift policies check "exec:node examples/external/scheduler.js lowest-carbon-now"
//   gridshift run check-v1 --policy "exec:node examples/external/scheduler.js local-now"
//
// or listen on loopback TCP and point gridshift at it:
//
//   node examples/external/scheduler.js lowest-carbon-now --tcp 7001
//   gridshift run check-v1 --policy tcp:127.0.0.1:7001
//
// Two rules are implemented, each a port of the zoo policy of the same name
// (gridshift/policies/zoo/baselines.py), decision for decision:
//   local-now          every pending job runs at its origin now;
//   lowest-carbon-now  fill regions cleanest first (current carbon intensity), each GPU pool
//                      taking the open jobs in arrival order while their GPUs fit, inference
//                      jobs only within their latency SLO; the rest run at their origin.
"use strict";

const readline = require("readline");
const net = require("net");

const PROTOCOL = "gridshift-external";
const VERSION = 1;

const RULES = {
  "local-now": {
    id: "node-local-now-v1",
    description: "Run each job at its origin immediately (Node port of local-now-v1)",
    decide: localNow,
  },
  "lowest-carbon-now": {
    id: "node-lowest-carbon-now-v1",
    description: "Cleanest region with free GPUs, else the origin (Node port of lowest-carbon-now-v1)",
    decide: lowestCarbonNow,
  },
};

function localNow(obs, info) {
  return { region: obs.jobs.origin.slice(), gpu_type: null, pause: null };
}

// Indices 0..n-1 sorted by key ascending, ties by index (numpy's stable argsort).
function argsortStable(keys) {
  const idx = keys.map((_, i) => i);
  idx.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  return idx;
}

function lowestCarbonNow(obs, info) {
  const jobs = obs.jobs;
  const n = jobs.job_id.length;
  const R = info.regions.length;
  const G = info.gpu_types.length;
  const avail = [];
  for (let r = 0; r < R; r++) {
    avail.push([]);
    for (let g = 0; g < G; g++) avail[r].push(Math.max(obs.free_gpus[r][g] - obs.queued_gpus[r][g], 0));
  }
  const region = jobs.origin.slice();
  const gtype = jobs.gpu_type.slice();
  const open = new Array(n).fill(true);
  // latency_slo_ms is null where a job has none (NaN in gridshift): no constraint
  const slo = jobs.latency_slo_ms.map((v) => (v === null ? Infinity : v));
  const latOk = (i, r) => info.latency_ms[jobs.origin[i]][r] <= slo[i];
  for (const r of argsortStable(obs.carbon_gco2_per_kwh)) {
    for (const g of argsortStable(avail[r].map((a) => -a))) {
      if (avail[r][g] <= 0) break;
      let cum = 0;
      let took = 0;
      let any = false;
      for (let i = 0; i < n; i++) {
        if (!open[i] || !latOk(i, r) || !(jobs.gpu_type[i] === g || jobs.gpu_type[i] < 0)) continue;
        any = true;
        cum += jobs.gpus[i];
        if (cum > avail[r][g]) break; // cumulative GPUs grow: the rest do not fit either
        region[i] = r;
        gtype[i] = g;
        open[i] = false;
        took += jobs.gpus[i];
      }
      if (!any) continue;
      avail[r][g] -= took;
    }
  }
  for (let i = 0; i < n; i++) if (open[i]) gtype[i] = jobs.gpu_type[i];
  return { region, gpu_type: gtype, pause: null };
}

function session(rule, input, write) {
  let info = null;
  const rl = readline.createInterface({ input, crlfDelay: Infinity, terminal: false });
  rl.on("line", (line) => {
    if (!line.trim()) return;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch (e) {
      write({ type: "error", message: "cannot parse: " + e.message });
      return;
    }
    try {
      switch (msg.type) {
        case "hello":
          if (msg.version !== VERSION) {
            write({ type: "error", message: `this scheduler speaks version ${VERSION}, not ${msg.version}` });
            return;
          }
          write({
            type: "hello", protocol: PROTOCOL, version: VERSION,
            policy: {
              id: rule.id, description: rule.description, family: "external",
              citation: "", tracks: ["forecast", "clairvoyant"],
              forecast: [], // these rules read no forecast: gridshift need not send any
            },
          });
          break;
        case "reset":
          info = msg.info;
          write({ type: "ready" });
          break;
        case "observe": {
          const d = rule.decide(msg, info);
          write({ type: "decide", step: msg.step, region: d.region, gpu_type: d.gpu_type, pause: d.pause });
          break;
        }
        case "bye":
          rl.close();
          break;
        default:
          write({ type: "error", message: `unknown message type ${msg.type}` });
      }
    } catch (e) {
      write({ type: "error", message: String(e && e.stack ? e.stack : e) });
    }
  });
  return rl;
}

function main() {
  const args = process.argv.slice(2);
  const name = args[0] || "lowest-carbon-now";
  const rule = RULES[name];
  if (!rule) {
    process.stderr.write(`unknown rule ${name}; choose one of ${Object.keys(RULES).join(", ")}\n`);
    process.exit(2);
  }
  const t = args.indexOf("--tcp");
  if (t >= 0) {
    const port = Number(args[t + 1] || 0);
    const server = net.createServer((sock) => {
      session(rule, sock, (obj) => sock.write(JSON.stringify(obj) + "\n")).on("close", () => sock.end());
    });
    server.listen(port, "127.0.0.1", () => {
      process.stderr.write(`listening on 127.0.0.1:${server.address().port}\n`);
    });
    return;
  }
  session(rule, process.stdin, (obj) => process.stdout.write(JSON.stringify(obj) + "\n"))
    .on("close", () => process.exit(0));
}

main();
