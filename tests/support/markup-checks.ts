/**
 * Markup defects the Nu HTML checker and pa11y found on pages (issue 37), as
 * checks of a page's HTML, each problem one line: an empty option without a
 * label, a meta with a name but no content, a heading that skips a level,
 * and an element given two background colours at once (the stylesheet's
 * order then picks one: white on white on /admin/lenders' current page).
 */

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}(=|\\s|/|$)`, "i").test(attrs);

/** An option with no text and no label attribute; a meta with a name and no content. */
export function emptyElementProblems(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)) {
    if (!attr(m[1], "label") && m[2].replace(/<!--[\s\S]*?-->/g, "").trim() === "") problems.push(`empty <option${m[1]}> without a label`);
  }
  for (const m of html.matchAll(/<meta\b([^>]*)>/gi)) if (attr(m[1], "name") && !attr(m[1], "content")) problems.push(`<meta${m[1]}> without content`);
  return problems;
}

/** Each heading deeper than the one before it by more than one level (the first may be any). */
export function skippedHeadingProblems(html: string): string[] {
  const problems: string[] = [];
  let previous = 0;
  for (const m of html.matchAll(/<h([1-6])\b[^>]*>/gi)) {
    const level = Number(m[1]);
    if (previous && level > previous + 1) problems.push(`<h${level}> after <h${previous}>: a level skipped`);
    previous = level;
  }
  return problems;
}

/** An element whose class list sets two background colours with no variant between them (hover:, checked:, before: … are not counted). */
export function clashingBackgroundProblems(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    const backgrounds = m[1]
      .split(/\s+/)
      .filter((c) => /^bg-(?!opacity|clip|cover|contain|center|no-repeat|fixed|gradient|linear|none|origin|repeat|bottom|top|left|right|local|scroll|auto|\[url)/.test(c));
    if (backgrounds.length > 1) problems.push(`class="${m[1]}" sets ${backgrounds.join(" and ")}`);
  }
  return problems;
}

export const markupProblems = (html: string) => [...emptyElementProblems(html), ...skippedHeadingProblems(html), ...clashingBackgroundProblems(html)];
