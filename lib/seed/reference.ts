// Reference data the marketplace needs in every database: countries, units, sites, exhibition codes.
import { LOCALES } from '@/lib/i18n/locales';
import { MARKETS } from '@/lib/reference/markets';
import type { UnitCode } from './types';

export type CountrySeed = { code: string; en: string; zh: string; dialing: string; consent?: true };

/** spec §1: consent is requested only in Germany and Poland. */
export const COUNTRIES: CountrySeed[] = [
  { code: 'CN', en: 'China', zh: '中国', dialing: '86' },
  { code: 'US', en: 'United States', zh: '美国', dialing: '1' },
  { code: 'GB', en: 'United Kingdom', zh: '英国', dialing: '44' },
  { code: 'DE', en: 'Germany', zh: '德国', dialing: '49', consent: true },
  { code: 'PL', en: 'Poland', zh: '波兰', dialing: '48', consent: true },
  { code: 'FR', en: 'France', zh: '法国', dialing: '33' },
  { code: 'ES', en: 'Spain', zh: '西班牙', dialing: '34' },
  { code: 'IT', en: 'Italy', zh: '意大利', dialing: '39' },
  { code: 'NL', en: 'Netherlands', zh: '荷兰', dialing: '31' },
  { code: 'TR', en: 'Türkiye', zh: '土耳其', dialing: '90' },
  { code: 'RU', en: 'Russia', zh: '俄罗斯', dialing: '7' },
  { code: 'AE', en: 'United Arab Emirates', zh: '阿联酋', dialing: '971' },
  { code: 'SA', en: 'Saudi Arabia', zh: '沙特阿拉伯', dialing: '966' },
  { code: 'IR', en: 'Iran', zh: '伊朗', dialing: '98' },
  { code: 'EG', en: 'Egypt', zh: '埃及', dialing: '20' },
  { code: 'NG', en: 'Nigeria', zh: '尼日利亚', dialing: '234' },
  { code: 'ZA', en: 'South Africa', zh: '南非', dialing: '27' },
  { code: 'KE', en: 'Kenya', zh: '肯尼亚', dialing: '254' },
  { code: 'IN', en: 'India', zh: '印度', dialing: '91' },
  { code: 'PK', en: 'Pakistan', zh: '巴基斯坦', dialing: '92' },
  { code: 'BD', en: 'Bangladesh', zh: '孟加拉国', dialing: '880' },
  { code: 'JP', en: 'Japan', zh: '日本', dialing: '81' },
  { code: 'KR', en: 'South Korea', zh: '韩国', dialing: '82' },
  { code: 'VN', en: 'Vietnam', zh: '越南', dialing: '84' },
  { code: 'TH', en: 'Thailand', zh: '泰国', dialing: '66' },
  { code: 'MY', en: 'Malaysia', zh: '马来西亚', dialing: '60' },
  { code: 'ID', en: 'Indonesia', zh: '印度尼西亚', dialing: '62' },
  { code: 'PH', en: 'Philippines', zh: '菲律宾', dialing: '63' },
  { code: 'MM', en: 'Myanmar', zh: '缅甸', dialing: '95' },
  { code: 'KH', en: 'Cambodia', zh: '柬埔寨', dialing: '855' },
  { code: 'AU', en: 'Australia', zh: '澳大利亚', dialing: '61' },
  { code: 'BR', en: 'Brazil', zh: '巴西', dialing: '55' },
  { code: 'MX', en: 'Mexico', zh: '墨西哥', dialing: '52' },
  { code: 'CL', en: 'Chile', zh: '智利', dialing: '56' },
  { code: 'CA', en: 'Canada', zh: '加拿大', dialing: '1' },
  { code: 'PT', en: 'Portugal', zh: '葡萄牙', dialing: '351' },
];

export const UNITS: { code: UnitCode; en: string; enPlural: string; zh: string }[] = [
  { code: 'piece', en: 'Piece', enPlural: 'Pieces', zh: '件' },
  { code: 'set', en: 'Set', enPlural: 'Sets', zh: '套' },
  { code: 'pair', en: 'Pair', enPlural: 'Pairs', zh: '双' },
  { code: 'kilogram', en: 'Kilogram', enPlural: 'Kilograms', zh: '千克' },
  { code: 'meter', en: 'Meter', enPlural: 'Meters', zh: '米' },
  { code: 'ton', en: 'Ton', enPlural: 'Tons', zh: '吨' },
  { code: 'carton', en: 'Carton', enPlural: 'Cartons', zh: '箱' },
  { code: 'roll', en: 'Roll', enPlural: 'Rolls', zh: '卷' },
  { code: 'square_meter', en: 'Square Meter', enPlural: 'Square Meters', zh: '平方米' },
  { code: 'liter', en: 'Liter', enPlural: 'Liters', zh: '升' },
];

export type WebsiteSeed = {
  id: number;
  code: string;
  name: string;
  deployPath: string;
  audienceMode: 'supplier_home' | 'global_buyer' | 'country_site';
  languages: string[];
  defaultLanguage: string;
  countryCode: string | null;
  themeColor: string;
  websiteType: string | null;
};

/** spec §9: 1001 is the default website; it sits at '/'. */
export const WEBSITES: WebsiteSeed[] = [
  {
    id: 1001,
    code: 'global',
    name: 'Sourcefair',
    deployPath: '/',
    audienceMode: 'global_buyer',
    languages: [...LOCALES],
    defaultLanguage: 'en',
    countryCode: null,
    themeColor: '#0b6e4f',
    websiteType: null,
  },
  {
    id: 1002,
    code: 'cn',
    name: 'Sourcefair China Suppliers',
    deployPath: '/cn',
    audienceMode: 'supplier_home',
    languages: ['zh', 'en'],
    defaultLanguage: 'zh',
    countryCode: 'CN',
    themeColor: '#b3261e',
    websiteType: null,
  },
  {
    id: 1003,
    code: 'tr',
    name: 'Sourcefair Türkiye',
    deployPath: '/tr',
    audienceMode: 'country_site',
    languages: ['tr', 'en'],
    defaultLanguage: 'tr',
    countryCode: 'TR',
    themeColor: '#c62828',
    websiteType: null,
  },
  {
    id: 1004,
    code: 'jp',
    name: 'Sourcefair Japan',
    deployPath: '/jp',
    audienceMode: 'country_site',
    languages: ['ja', 'en'],
    defaultLanguage: 'ja',
    countryCode: 'JP',
    themeColor: '#1f3a93',
    websiteType: 'jp',
  },
  {
    id: 1005,
    code: 'pl',
    name: 'Sourcefair Polska',
    deployPath: '/pl',
    audienceMode: 'country_site',
    languages: ['pl', 'en'],
    defaultLanguage: 'pl',
    countryCode: 'PL',
    themeColor: '#8e24aa',
    websiteType: null,
  },
  {
    id: 1006,
    code: 'mx',
    name: 'Sourcefair México',
    deployPath: '/mx',
    audienceMode: 'country_site',
    languages: ['es', 'en'],
    defaultLanguage: 'es',
    countryCode: 'MX',
    themeColor: '#00695c',
    websiteType: null,
  },
];

/** spec §3 industry codes. */
export const EXHIBITION_INDUSTRIES = [
  { code: 'newenergy', en: 'New Energy', zh: '新能源' },
  { code: 'machinex', en: 'Machinery', zh: '机械' },
  { code: 'HOMElIFE', en: 'Home Life', zh: '家居生活' },
  { code: 'JPE', en: 'Japan Products Expo', zh: '日本产品展' },
  { code: 'BDE', en: 'Building & Decoration', zh: '建材装饰' },
  { code: 'INTEX', en: 'Textiles & Apparel', zh: '纺织服装' },
  { code: 'ABCM', en: 'Auto, Bikes & Components', zh: '汽摩配件' },
  { code: 'AES', en: 'Agriculture & Equipment', zh: '农业与装备' },
  { code: 'javme', en: 'Java Machinery & Equipment', zh: '爪哇机械设备' },
  { code: 'DeFuExpo', en: 'Decoration & Furniture', zh: '装饰与家具' },
];

/** spec §3 exhibition types. */
export const EXHIBITION_TYPES = [
  { code: 'expo', en: 'Trade Expo' },
  { code: 'aff', en: 'Affiliate Fair' },
  { code: 'chinahomelife', en: 'China Homelife Show' },
  { code: 'chinashop', en: 'China Shop' },
  { code: 'sports', en: 'Sports Show' },
  { code: 'meits', en: 'Machinery & Industrial Technology Show' },
];

/** Exhibition venues abroad, where the shows of spec §2 take place. */
export const VENUES = [
  { country: 'AE', city: 'Dubai', cityZh: '迪拜', venue: 'Dubai Exhibition Centre', tz: 'Asia/Dubai', abbr: 'ae' },
  {
    country: 'TR',
    city: 'Istanbul',
    cityZh: '伊斯坦布尔',
    venue: 'Istanbul Expo Center',
    tz: 'Europe/Istanbul',
    abbr: 'tr',
  },
  { country: 'PL', city: 'Warsaw', cityZh: '华沙', venue: 'Ptak Warsaw Expo', tz: 'Europe/Warsaw', abbr: 'pl' },
  { country: 'JP', city: 'Tokyo', cityZh: '东京', venue: 'Tokyo Big Sight', tz: 'Asia/Tokyo', abbr: 'jp' },
  {
    country: 'MX',
    city: 'Mexico City',
    cityZh: '墨西哥城',
    venue: 'Centro Citibanamex',
    tz: 'America/Mexico_City',
    abbr: 'mx',
  },
  {
    country: 'ID',
    city: 'Jakarta',
    cityZh: '雅加达',
    venue: 'Jakarta International Expo',
    tz: 'Asia/Jakarta',
    abbr: 'id',
  },
  {
    country: 'ZA',
    city: 'Johannesburg',
    cityZh: '约翰内斯堡',
    venue: 'Gallagher Convention Centre',
    tz: 'Africa/Johannesburg',
    abbr: 'za',
  },
  { country: 'BR', city: 'São Paulo', cityZh: '圣保罗', venue: 'São Paulo Expo', tz: 'America/Sao_Paulo', abbr: 'br' },
];

/** Parts of Chinese company names (romanised and in characters) for the supplier directory. */
export const SUPPLIER_CITIES = [
  { en: 'Ningbo', zh: '宁波', province: 'Zhejiang' },
  { en: 'Yiwu', zh: '义乌', province: 'Zhejiang' },
  { en: 'Hangzhou', zh: '杭州', province: 'Zhejiang' },
  { en: 'Shenzhen', zh: '深圳', province: 'Guangdong' },
  { en: 'Guangzhou', zh: '广州', province: 'Guangdong' },
  { en: 'Dongguan', zh: '东莞', province: 'Guangdong' },
  { en: 'Foshan', zh: '佛山', province: 'Guangdong' },
  { en: 'Xiamen', zh: '厦门', province: 'Fujian' },
  { en: 'Qingdao', zh: '青岛', province: 'Shandong' },
  { en: 'Suzhou', zh: '苏州', province: 'Jiangsu' },
  { en: 'Wuxi', zh: '无锡', province: 'Jiangsu' },
  { en: 'Tianjin', zh: '天津', province: 'Tianjin' },
  { en: 'Shanghai', zh: '上海', province: 'Shanghai' },
  { en: 'Wenzhou', zh: '温州', province: 'Zhejiang' },
  { en: 'Quanzhou', zh: '泉州', province: 'Fujian' },
  { en: 'Changzhou', zh: '常州', province: 'Jiangsu' },
];

export const SUPPLIER_ROOTS = [
  { en: 'Hengda', zh: '恒达' },
  { en: 'Jinhui', zh: '金辉' },
  { en: 'Ruixiang', zh: '瑞祥' },
  { en: 'Huamei', zh: '华美' },
  { en: 'Xinyuan', zh: '鑫源' },
  { en: 'Tianyi', zh: '天翼' },
  { en: 'Shengtai', zh: '盛泰' },
  { en: 'Yongxin', zh: '永信' },
  { en: 'Hongfa', zh: '宏发' },
  { en: 'Longsheng', zh: '隆盛' },
  { en: 'Boyuan', zh: '博远' },
  { en: 'Mingda', zh: '明达' },
  { en: 'Kaixuan', zh: '凯旋' },
  { en: 'Jiayi', zh: '嘉怡' },
  { en: 'Haitian', zh: '海天' },
  { en: 'Dingsheng', zh: '鼎盛' },
  { en: 'Fuxing', zh: '福星' },
  { en: 'Zhongke', zh: '中科' },
  { en: 'Baolong', zh: '宝隆' },
  { en: 'Chuangxin', zh: '创新' },
  { en: 'Lianyi', zh: '联谊' },
  { en: 'Weiye', zh: '伟业' },
  { en: 'Jiahe', zh: '嘉禾' },
  { en: 'Xinghe', zh: '星河' },
];

export const SUPPLIER_SUFFIXES = [
  { en: 'Industrial Co., Ltd.', zh: '实业有限公司', businessType: 1 },
  { en: 'Trading Co., Ltd.', zh: '贸易有限公司', businessType: 2 },
  { en: 'Technology Co., Ltd.', zh: '科技有限公司', businessType: 3 },
  { en: 'Manufacturing Co., Ltd.', zh: '制造有限公司', businessType: 1 },
  { en: 'Import & Export Co., Ltd.', zh: '进出口有限公司', businessType: 2 },
  { en: 'Electric Appliance Co., Ltd.', zh: '电器有限公司', businessType: 4 },
  { en: 'Household Products Co., Ltd.', zh: '家居用品有限公司', businessType: 5 },
  { en: 'Machinery Co., Ltd.', zh: '机械有限公司', businessType: 6 },
];

/** A few suppliers from other manufacturing countries (country sites list local suppliers too). */
export const FOREIGN_SUPPLIERS: { country: string; en: string; local: Record<string, string>; city: string }[] = [
  {
    country: 'TR',
    en: 'Anadolu Tekstil San. ve Tic. A.Ş.',
    local: { tr: 'Anadolu Tekstil San. ve Tic. A.Ş.' },
    city: 'Bursa',
  },
  {
    country: 'VN',
    en: 'Saigon Home Products JSC',
    local: { vi: 'Công ty Cổ phần Sản phẩm Gia dụng Sài Gòn' },
    city: 'Ho Chi Minh City',
  },
  { country: 'IN', en: 'Shakti Engineering Works Pvt. Ltd.', local: {}, city: 'Pune' },
  { country: 'PL', en: 'Mazowsze Meble Sp. z o.o.', local: { pl: 'Mazowsze Meble Sp. z o.o.' }, city: 'Radom' },
  { country: 'MX', en: 'Industrias Bajío S.A. de C.V.', local: { es: 'Industrias Bajío S.A. de C.V.' }, city: 'León' },
  { country: 'ID', en: 'PT Nusantara Kreasi Mandiri', local: { id: 'PT Nusantara Kreasi Mandiri' }, city: 'Surabaya' },
  {
    country: 'TH',
    en: 'Siam Rubber Products Co., Ltd.',
    local: { th: 'บริษัท สยามรับเบอร์โปรดักส์ จำกัด' },
    city: 'Chonburi',
  },
  { country: 'MY', en: 'Penang Precision Sdn. Bhd.', local: { ms: 'Penang Precision Sdn. Bhd.' }, city: 'George Town' },
];

/** Main markets of the demo suppliers: every region the messages name (lib/reference/markets.ts). */
export const MAIN_MARKETS: string[] = Object.values(MARKETS);

/**
 * The demo's trade alerts (the traffic light, docs/decisions/0160), in days from the moment of seeding (not
 * the catalogue's anchor: an alert is about now): current for three months, one ended, one not begun.
 */
export const MARKET_ALERTS: {
  country: string;
  kind: string;
  level: 'amber' | 'red';
  params: Record<string, string>;
  from: number;
  to: number;
}[] = [
  { country: 'CN', kind: 'portCongestion', level: 'amber', params: { place: 'ningbo' }, from: -20, to: 90 },
  { country: 'CN', kind: 'exportLicence', level: 'amber', params: { goods: 'drones' }, from: -60, to: 120 },
  { country: 'CN', kind: 'holidayClosure', level: 'amber', params: {}, from: -40, to: -30 },
  { country: 'IN', kind: 'fraudPattern', level: 'red', params: {}, from: -10, to: 60 },
  { country: 'VN', kind: 'portCongestion', level: 'amber', params: { place: 'hochiminh' }, from: -5, to: 45 },
  { country: 'TR', kind: 'currencySwing', level: 'amber', params: {}, from: -30, to: 60 },
  { country: 'CN', kind: 'powerRationing', level: 'red', params: { place: 'guangdong' }, from: 30, to: 45 },
];
