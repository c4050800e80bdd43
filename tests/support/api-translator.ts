import { createTranslator } from 'next-intl';
import api from '@/messages/en/api.json';
import type { Translate } from '@/lib/gateway/errors';

/** The `api` namespace of the English catalogue through next-intl, as the query provider passes it. */
const t = createTranslator({ locale: 'en', messages: { api }, namespace: 'api' });
export const translateApi: Translate = (key) => t(key);
