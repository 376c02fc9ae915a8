import { Form } from "react-router";

/** A button that posts to `action` (a logout, leaving a masquerade): a plain form, so it works without JavaScript. */
export function PostButton({ action, className, reloadDocument, children }: { action: string; className: string; reloadDocument?: boolean; children: React.ReactNode }) {
  return (
    <Form method="post" action={action} reloadDocument={reloadDocument}>
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
