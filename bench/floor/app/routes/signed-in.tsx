import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { SESSION_COOKIE } from "../../session.js";
import { db } from "../db.server";

// A signed-in page at its least: the session id from the cookie, one query, a name on the page.
export async function loader({ request }: LoaderFunctionArgs) {
  const id = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(request.headers.get("cookie") ?? "")?.[1];
  const [session] = id ? await db()<{ name: string }[]>`select name from floor_sessions where id = ${id} and expires_at > now()` : [];
  if (!session) throw redirect("/");
  return { name: session.name };
}

export default function SignedIn() {
  const { name } = useLoaderData<typeof loader>();
  return <p>{name}</p>;
}
