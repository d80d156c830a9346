export function PricingPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">PricingPage</h1>
    </main>
  );
}
