declare module 'geoip-country' {
  export interface Lookup {
    country: string;
    name: string;
    native: string;
    continent: string;
  }
  export function lookup(ip: string): Lookup | null;
}
