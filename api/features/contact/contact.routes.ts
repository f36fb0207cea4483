import type Router from '@koa/router';
import * as contract from '../../../core/contract/contact';
import type { EndpointRouters } from '../../http/endpoints';
import type { ContactService } from './contact.service';

/** get-contact (the storefront's form) and send-contact-us (§7). */
export function contactRoutes(routers: EndpointRouters, contact: ContactService): Router {
  const { router, mount } = routers();
  mount(contract.getContact, async (_input, { site }) => ({ data: await contact.form(site) }));
  mount(contract.sendContactUs, async ({ data }, scope, ctx) => {
    const receipt = await contact.send(scope, data, { address: ctx.ip });
    // The answer is sent only once the message is committed (with its Idempotency-Key's record):
    // its mails go then, never for a message that was rolled back.
    ctx.res.once('close', () => void contact.deliverMails());
    return { data: receipt };
  });
  return router;
}
