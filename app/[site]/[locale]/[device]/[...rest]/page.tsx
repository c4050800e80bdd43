import { notFound } from 'next/navigation';

// Every path without a page of its own (the proxy sends 404s here): the shell's not-found page answers.
export default function NoSuchPage(): never {
  notFound();
}
