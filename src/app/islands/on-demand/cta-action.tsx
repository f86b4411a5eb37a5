export { CtaAction as IslandComponent } from '@/features/marketing/components/cta-button';
