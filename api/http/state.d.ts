import type { Logger } from 'pino';
import type { SiteCode } from '../../core/constants';

declare module 'koa' {
  /** What the http/ middleware puts on every request before features run. */
  interface DefaultState {
    requestId: string;
    log: Logger;
    site: SiteCode;
  }
}
