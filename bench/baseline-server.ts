// The API bench's baseline (a child process of bench/api.ts): a bare Fastify app on the same database
// running the same service calls as the app's hot reads — no session, no validation, no response
// schema: `reply.send(rows)`. Env: DATABASE_URL, PORT, BENCH_DEAL_ID.
import Fastify from 'fastify';
import { connect } from '../server/src/db/connection';
import { hotReads } from './hot-reads';

const db = connect(process.env.DATABASE_URL ?? '');
const dealId = Number(process.env.BENCH_DEAL_ID);
const app = Fastify({ logger: false });
for (const read of hotReads) {
  const run = read.prepare(db, dealId);
  app.get(`/baseline/${read.name}`, async (_request, reply) => reply.send(await run()));
}
app.get('/baseline/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.$client.end())
    .finally(() => process.exit(0));
});
