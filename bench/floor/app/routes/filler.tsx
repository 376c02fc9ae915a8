// Every filler route of the floor (app/routes.ts) shares this empty page: they are there to be matched against, not shown.
export default function Filler() {
  return null;
}
