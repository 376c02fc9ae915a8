import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function meta() {
  return [{ title: "404" }, { name: "robots", content: "noindex" }];
}

