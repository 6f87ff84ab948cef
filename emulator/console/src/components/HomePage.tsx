import { Card } from '@alifd/next';
import { useConsole } from '../lib/ConsoleContext';
import { useVocabulary } from '../lib/useVocabulary';
import { Link } from './Link';
import { PageHeader } from './PageHeader';

const CARDS = [
  { key: 'ecs', route: '/ecs' },
  { key: 'vpc', route: '/vpc' },
];

/** The console home at `/`: links to the product consoles. */
export function HomePage() {
  const { t } = useVocabulary();
  const { session } = useConsole();
  return (
    <main className="console-full page">
      <PageHeader title={t('home.title')} />
      <p className="home-welcome">{t('home.welcome', { name: session.userName })}</p>
      <h2 className="form-section-title">{t('home.products')}</h2>
      <div className="home-cards">
        {CARDS.map((c) => (
          <Card key={c.key} free className="home-card">
            <Card.Content>
              <Link to={c.route} className="home-card-title">
                {t(`product.${c.key}`)}
              </Link>
              <p>{t(`home.${c.key}.desc`)}</p>
            </Card.Content>
          </Card>
        ))}
      </div>
    </main>
  );
}
