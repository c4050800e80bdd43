import type accountPages from '@/messages/en/accountPages.json';
import type account from '@/messages/en/account.json';
import type api from '@/messages/en/api.json';
import type cards from '@/messages/en/cards.json';
import type cart from '@/messages/en/cart.json';
import type catalogue from '@/messages/en/catalogue.json';
import type category from '@/messages/en/category.json';
import type common from '@/messages/en/common.json';
import type enquiry from '@/messages/en/enquiry.json';
import type favourites from '@/messages/en/favourites.json';
import type home from '@/messages/en/home.json';
import type mail from '@/messages/en/mail.json';
import type meetings from '@/messages/en/meetings.json';
import type orders from '@/messages/en/orders.json';
import type product from '@/messages/en/product.json';
import type reference from '@/messages/en/reference.json';
import type rfq from '@/messages/en/rfq.json';
import type search from '@/messages/en/search.json';
import type policies from '@/messages/en/policies.json';
import type seo from '@/messages/en/seo.json';
import type support from '@/messages/en/support.json';
import type trafficLight from '@/messages/en/trafficLight.json';
import type supplier from '@/messages/en/supplier.json';
import type uploads from '@/messages/en/uploads.json';
import type { Locale } from './locales';

// Message keys are typed from the English catalogue (next-intl's AppConfig augmentation).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      common: typeof common;
      home: typeof home;
      api: typeof api;
      reference: typeof reference;
      catalogue: typeof catalogue;
      product: typeof product;
      supplier: typeof supplier;
      category: typeof category;
      search: typeof search;
      seo: typeof seo;
      mail: typeof mail;
      accountPages: typeof accountPages;
      account: typeof account;
      uploads: typeof uploads;
      favourites: typeof favourites;
      cart: typeof cart;
      meetings: typeof meetings;
      rfq: typeof rfq;
      enquiry: typeof enquiry;
      policies: typeof policies;
      support: typeof support;
      trafficLight: typeof trafficLight;
      orders: typeof orders;
      cards: typeof cards;
    };
  }
}
