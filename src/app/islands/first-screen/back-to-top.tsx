export { BackToTop as IslandComponent } from '@/features/marketing/components/back-to-top';
