// npm run docs:events — writes docs/events.md from the event catalogue's zod schemas.
import { writeFileSync } from 'node:fs';
import { renderEventCatalogue } from '../projections/src/events/catalogue-docs.ts';

writeFileSync(new URL('../docs/events.md', import.meta.url), renderEventCatalogue());
console.log('docs/events.md atualizado.');
