import type { AdminPageSlug } from "../domain/back-office/admin-roles";
import type { PartnerApiScope } from "../domain/partner/partner-api-scopes";
import type { PartnerPageSlug } from "../domain/partner/partner-pages";
import type { MessageSelection } from "../i18n/resources.server";

/**
 * What the rest of the code needs to know of a route, said once beside it.
 * app/routes.ts is made from this table; the guards, the admin and partner
 * menus, the caching rule, the body limit, the translations a page is sent
 * and a screen's variant are all read from it (app/server/platform/http/pages.server.ts).
 */
export interface PageFacts {
  /** The route id, where one module serves several routes (React Router's default is the file). */
  id?: string;
  /** An admin route: the page of SPEC.md 6 whose roles may use it, or "any" admin. */
  admin?: AdminPageSlug | "any";
  /** A partner route: the portal page it belongs to (a signed-in partner may use it). */
  partner?: PartnerPageSlug;
  /** The translations this route's components render; a layout's reach every page under it. */
  messages?: MessageSelection;
  /** A partner API call: the scope a partner API key needs for it (docs/decisions/075). */
  apiScope?: PartnerApiScope;
  /** A page that shows nothing of the visitor when asked for without cookies: a CDN may share it. */
  shared?: true;
  /** A route that takes files: the larger body limit; "media" the training media's (a video and its poster). */
  upload?: true | "media";
  /** Which of its module's screens this route is, where one module draws several. */
  variant?: string;
  /** Listed on its section's index page (the route one segment up) under this key. */
  listedAs?: string;
}

export type PageNode =
  | { kind: "route"; path: string; file: string; facts: PageFacts; children?: PageNode[] }
  | { kind: "index"; file: string; facts: PageFacts }
  | { kind: "layout"; file: string; facts: PageFacts; children: PageNode[] }
  | { kind: "prefix"; path: string; children: PageNode[] };

export const page = (path: string, file: string, facts: PageFacts = {}): PageNode => ({ kind: "route", path, file, facts });
export const home = (file: string, facts: PageFacts = {}): PageNode => ({ kind: "index", file, facts });
export const shell = (file: string, facts: PageFacts, children: PageNode[]): PageNode => ({ kind: "layout", file, facts, children });
export const under = (path: string, children: PageNode[]): PageNode => ({ kind: "prefix", path, children });
