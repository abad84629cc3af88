import type { FastifyReply } from 'fastify';

/**
 * At most `max` downloads made at once by this instance. A download holds its slot until its
 * response is over: sent to the end, cut by the client or failed.
 */
export function createDownloadSlots(max: number) {
  let taken = 0;
  return {
    /** Takes a slot for this response; false when every slot is taken. */
    take(reply: FastifyReply): boolean {
      if (taken >= max) return false;
      taken++;
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        taken--;
      };
      reply.raw.once('close', free);
      reply.raw.once('finish', free);
      return true;
    },
  };
}
