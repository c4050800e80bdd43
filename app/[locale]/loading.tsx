import { HomeSkeleton } from '@/components/home/home-skeleton';

export default function Loading() {
  return <HomeSkeleton />;
}
