export type Messages = Record<string, unknown>;
export type TFunction = (key: string, vars?: Record<string, string | number>) => string;

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

/** A `t` over one namespace's messages: dotted keys, `{{name}}` interpolation, the key itself when missing. */
export function makeT(messages: Messages | undefined): TFunction {
  return (key, vars) => {
    const found = lookup(messages, key);
    const text = typeof found === "string" ? found : key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
  };
}

export function lookupList(messages: Messages | undefined, key: string): unknown {
  return lookup(messages, key);
}
