export { SiteHeader as IslandComponent } from '@/features/marketing/components/site-header';
