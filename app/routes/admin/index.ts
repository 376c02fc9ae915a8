import { href, redirect } from "react-router";

/** /admin with an empty path goes to the dashboard (whose guard sends a visitor to the login). */
export function loader() {
  return redirect(href("/admin/dashboard"));
}
