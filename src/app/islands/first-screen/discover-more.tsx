export { DiscoverMore as IslandComponent } from '@/features/marketing/landing/hero-islands';
