import fa from './fa.json';
import km from './km.json';
import ms from './ms.json';
import my from './my.json';
import pl from './pl.json';
import th from './th.json';
import tl from './tl.json';
import type { SeedAddedLanguage } from '../types';

/** Each tree name (industries, categories, tags) of `../vocabulary` by its English name, per added language. */
export const TREE_NAMES: Record<SeedAddedLanguage, Readonly<Record<string, string>>> = { pl, fa, ms, th, tl, my, km };
