export default function HomePage() {
  return <h1 className="p-10 text-3xl">Our Motto</h1>;
}
