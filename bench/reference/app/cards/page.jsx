// BENCH.md's "fully dynamic 48-card page": rendered on every request, server components only, no data source.
export const dynamic = 'force-dynamic';

const CARDS = Array.from({ length: 48 }, (_, i) => ({
  id: 1000 + i,
  name: `Stainless Steel Kitchen Shelf Model ${i + 1}`,
  price: `US$${(12 + i * 0.37).toFixed(2)} – US$${(15 + i * 0.41).toFixed(2)}`,
  moq: `Min. order: ${(i + 1) * 50} Pieces`,
  supplier: `Supplier Manufacturing Co., Ltd. ${i + 1}`,
}));

export default function Cards() {
  return (
    <main>
      <h1>Kitchen shelves</h1>
      <div className="grid">
        {CARDS.map((card) => (
          <article key={card.id} className="card">
            <a href={`/product-${card.id}.html`} className="link">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={`/media/${card.id}.svg`} alt="" width={800} height={800} loading="lazy" decoding="async" />
              <h3 className="name">{card.name}</h3>
            </a>
            <p className="price">{card.price}</p>
            <p className="moq">{card.moq}</p>
            <p className="supplier">{card.supplier}</p>
          </article>
        ))}
      </div>
    </main>
  );
}
