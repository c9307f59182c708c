// The yardstick: a bare Fastify route in a process of its own, on the port given.
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', async () => ({ success: true, data: 'pong' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
