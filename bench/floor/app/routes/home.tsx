// One line of text: Lighthouse and the slow-3G bench time a first contentful paint, which an empty page never has.
export default function Home() {
  return <p>Floor</p>;
}
