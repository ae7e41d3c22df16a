import { sql } from '../db/sql';
import { createNews } from '../api/news/service';
import type { SeedStep } from './demo';
import { CLINIC_GROUP, DEMO_ORGANIZATION } from './demo-accounts';

/** One news item from the demo admin to the region, so the news list is not empty in the demo (once). */
export const newsSeed: SeedStep = {
  name: 'news',
  async run(deps) {
    if ((await deps.db.query(sql`SELECT 1 FROM news_items LIMIT 1`)).length) return;
    const [admin] = await deps.db.query<{ id: string }>(sql`SELECT id FROM users WHERE lower(email) = 'admin@example.com'`);
    if (!admin) return;
    await createNews(
      deps,
      {
        userId: admin.id,
        patientId: null,
        sessionId: '00000000-0000-4000-8000-000000000000',
        name: 'Sara Nilsson',
        role: 'admin',
        organizationId: DEMO_ORGANIZATION.id,
        groupId: CLINIC_GROUP,
        claims: [],
        language: 'sv',
      },
      {
        Title: 'Välkommen till Symptoms',
        Content:
          'Här kan du följa din hälsa mellan besöken.\n\n- Rapportera **symtom** på kroppsfiguren\n- Ge en **statusrapport** när du vill\n\nLäs mer på [1177.se](https://www.1177.se/).',
        Priority: 'important',
      },
    );
  },
};
