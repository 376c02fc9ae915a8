import { Form } from "react-router";

/**
 * A button that posts to `action` (a logout, leaving a masquerade; this page
 * when none), with the hidden fields given: a plain form, so it works
 * without JavaScript.
 */
export function PostButton({
  action,
  className,
  formClassName,
  hidden = {},
  reloadDocument,
  children,
}: {
  action?: string;
  className: string;
  formClassName?: string;
  hidden?: Record<string, string>;
  reloadDocument?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} reloadDocument={reloadDocument} className={formClassName}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
