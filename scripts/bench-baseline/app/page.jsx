export const dynamic = "force-static";
export const metadata = { title: "Shijo", robots: { index: false, follow: false } };

export default function BenchStaticPage() {
  return (
    <main>
      <h1>Shijo</h1>
      <p>Ushqim, ushqimore dhe farmaci në derë, në Tiranë dhe në gjithë Shqipërinë.</p>
    </main>
  );
}
