import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("set-language", "routes/public/set-language.ts"),
  route("api/set-language", "routes/api/set-language.ts"),
  route("healthz", "routes/api/healthz.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("privacy-policy", "routes/public/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-use", "routes/public/legal.tsx", { id: "terms-of-use" }),
    route("lender-terms-conditions", "routes/public/legal.tsx", { id: "lender-terms-conditions" }),
    route("lender-privacy-policy", "routes/public/legal.tsx", { id: "lender-privacy-policy" }),
    route("404", "routes/public/not-found.tsx", { id: "not-found" }),
    // A single segment is a partner's URL segment when that partner exists, else not found.
    route(":urlSegment", "routes/public/brand-home.tsx"),
    route("*", "routes/public/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
