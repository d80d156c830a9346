export function AboutPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">AboutPage</h1>
    </main>
  );
}
