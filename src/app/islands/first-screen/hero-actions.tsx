export { HeroActions as IslandComponent } from '@/features/marketing/landing/hero-islands';
