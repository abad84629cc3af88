import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startWalkingNetwork, type WalkingNetwork } from './walking-network';

declare module 'fastify' {
  interface FastifyInstance {
    /** The walking network, when WALKING_NETWORK_FILE names one (modules/walking). */
    walking: WalkingNetwork | undefined;
  }
}

/** Starts loading the walking network beside the server: it serves by straight line until the network is ready. */
export default fp(async function walkingPlugin(app: FastifyInstance) {
  const file = app.config.walkingNetworkFile;
  const walking = file ? startWalkingNetwork(file, app.log) : undefined;
  app.decorate('walking', walking);
  if (walking) app.addHook('onClose', () => walking.close());
});
