import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage';

/** Spec 000 section 2: /terms shows the same legal page as /privacy-policy. */
export const Route = createFileRoute('/terms')({ component: LegalPage });
