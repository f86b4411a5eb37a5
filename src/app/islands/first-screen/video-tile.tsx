export { VideoTile as IslandComponent } from '@/features/marketing/landing/hero-islands';
