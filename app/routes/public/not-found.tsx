import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

// The title comes from the NotFound component itself, which error boundaries show too.
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** An error shows inside the area's shell (header, drawer, Help), not in place of it. */
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
