import { Card } from '@alifd/next';
import { useConsole } from '../lib/ConsoleContext';
import { useVocabulary } from '../lib/useVocabulary';
import { makeTranslate, resolveVocabulary } from '../lib/vocabulary';
import { products } from '../products';
import { Link } from './Link';
import { PageHeader } from './PageHeader';

/** The console home at `/`: a card for each product whose vocabulary has a `product.summary`, in registry order. */
export function HomePage() {
  const { t } = useVocabulary();
  const { session, lang, variant } = useConsole();
  const cards = products.flatMap((p) => {
    const labels = resolveVocabulary(p.vocabulary, variant).labels;
    if (!labels['product.summary']) return [];
    const own = makeTranslate([labels], lang);
    return [{ key: p.key, route: p.prefix, name: own('product.name'), summary: own('product.summary') }];
  });
  return (
    <main className="console-full page">
      <PageHeader title={t('home.title')} />
      <p className="home-welcome">{t('home.welcome', { name: session.userName })}</p>
      <h2 className="form-section-title">{t('home.products')}</h2>
      <div className="home-cards">
        {cards.map((c) => (
          <Card key={c.key} free className="home-card">
            <Card.Content>
              <Link to={c.route} className="home-card-title">
                {c.name}
              </Link>
              <p>{c.summary}</p>
            </Card.Content>
          </Card>
        ))}
      </div>
    </main>
  );
}
