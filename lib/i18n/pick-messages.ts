// What a page's client components are sent of the messages (components/providers/client-messages.tsx). Pure.

/** A message's path: its namespace ("checkout"), or a message or group in it ("checkout.errorTitle"). */
export type MessagePath<N extends string = string> = N | `${N}.${string}`;

type Tree = { [key: string]: unknown };

function at(tree: unknown, parts: readonly string[]): unknown {
  let node = tree;
  for (const part of parts) node = node !== null && typeof node === "object" ? (node as Tree)[part] : undefined;
  return node;
}

/**
 * The messages under `paths` and nothing else: a namespace whole, or one message (or group) of it by its dotted path,
 * so a component that says two words of a large namespace does not carry the rest to every view. A path that names
 * nothing is left out (the translator's own fallback reports it where it is used). A namespace picked whole is the
 * same object as in `all`, so two providers of one page send it once (Flight writes a repeated object as a reference).
 */
export function pickMessages(all: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    const value = at(all, parts);
    if (value === undefined) continue;
    let into = picked;
    let held = false;
    for (let i = 0; i < parts.length - 1 && !held; i++) {
      const existing = into[parts[i]];
      if (existing === undefined) into = into[parts[i]] = {} as Tree;
      else if (existing === at(all, parts.slice(0, i + 1))) held = true; // its group is there whole already
      else into = existing as Tree;
    }
    if (!held) into[parts[parts.length - 1]] = value;
  }
  return picked;
}
