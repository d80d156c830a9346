export function PronounceStartupPage() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Pronunciation</h1>
    </main>
  );
}
