export function LandingPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">LandingPage</h1>
    </main>
  );
}
