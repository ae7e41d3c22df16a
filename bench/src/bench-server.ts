// The product's server as `npm start` runs it, with the bench's bare baselines beside it on the same
// process and pool. Built by build.mjs into dist/bench-server.js; never part of the product's bundle.
import { failed, runServer } from '../../apps/server/src/server';
import { startBenchBaselines } from './baselines';

if (process.env.NODE_ENV === 'production') failed(new Error('the bench server never runs in production'));

runServer(async (app, _db, config) => {
  const baselines = await startBenchBaselines(app, config.host);
  console.log(`Bench baselines at ${baselines.url}`);
  return baselines;
}).catch(failed);
