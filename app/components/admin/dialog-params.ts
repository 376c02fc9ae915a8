import { useSearchParams } from "react-router";

/**
 * The dialog the address opens on an admin screen (?dialog=…&id=…&property=…),
 * so every dialog opens without JavaScript too: its name, the row of `rows`
 * whose id it names, and the property it edits.
 */
export function useDialogParams<T>(rows: readonly T[] = [], idOf: (row: T) => number = () => NaN) {
  const [params] = useSearchParams();
  const id = params.get("id");
  return { dialog: params.get("dialog"), row: rows.find((r) => String(idOf(r)) === id), property: params.get("property") };
}
